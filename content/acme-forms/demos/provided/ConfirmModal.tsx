// i28: temporary, until products[].demoProvider is merged — then the page names demos/ConfirmModal.js and this file goes.
import DemoProvider from '../../DemoProvider';
import Demo from '../ConfirmModal';

export default function ConfirmModal() {
  return (
    <DemoProvider colorScheme="light">
      <Demo />
    </DemoProvider>
  );
}
