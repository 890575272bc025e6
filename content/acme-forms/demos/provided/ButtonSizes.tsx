// i28: temporary, until products[].demoProvider is merged — then the page names demos/ButtonSizes.js and this file goes.
import DemoProvider from '../../DemoProvider';
import Demo from '../ButtonSizes';

export default function ButtonSizes() {
  return (
    <DemoProvider colorScheme="light">
      <Demo />
    </DemoProvider>
  );
}
