// i28: temporary, until products[].demoProvider is merged — then the page names demos/PickupForm.js and this file goes.
import DemoProvider from '../../DemoProvider';
import Demo from '../PickupForm';

export default function PickupForm() {
  return (
    <DemoProvider colorScheme="light">
      <Demo />
    </DemoProvider>
  );
}
