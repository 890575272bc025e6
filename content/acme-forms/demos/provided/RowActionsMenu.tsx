// i28: temporary, until products[].demoProvider is merged — then the page names demos/RowActionsMenu.js and this file goes.
import DemoProvider from '../../DemoProvider';
import Demo from '../RowActionsMenu';

export default function RowActionsMenu() {
  return (
    <DemoProvider colorScheme="light">
      <Demo />
    </DemoProvider>
  );
}
