// i28: temporary, until products[].demoProvider is merged — then the page names demos/AddressFields.js and this file goes.
import DemoProvider from '../../DemoProvider';
import Demo from '../AddressFields';

export default function AddressFields() {
  return (
    <DemoProvider colorScheme="light">
      <Demo />
    </DemoProvider>
  );
}
