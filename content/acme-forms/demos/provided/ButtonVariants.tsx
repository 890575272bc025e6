// i28: temporary, until products[].demoProvider is merged — then the page names demos/ButtonVariants.js and this file goes.
import DemoProvider from '../../DemoProvider';
import Demo from '../ButtonVariants';

export default function ButtonVariants() {
  return (
    <DemoProvider colorScheme="light">
      <Demo />
    </DemoProvider>
  );
}
