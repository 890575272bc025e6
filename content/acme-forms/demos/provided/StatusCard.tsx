// i28: temporary, until products[].demoProvider is merged — then the page names demos/StatusCard.js and this file goes.
import DemoProvider from '../../DemoProvider';
import Demo from '../StatusCard';

export default function StatusCard() {
  return (
    <DemoProvider colorScheme="light">
      <Demo />
    </DemoProvider>
  );
}
