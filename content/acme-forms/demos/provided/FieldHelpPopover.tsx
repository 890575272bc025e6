// i28: temporary, until products[].demoProvider is merged — then the page names demos/FieldHelpPopover.js and this file goes.
import DemoProvider from '../../DemoProvider';
import Demo from '../FieldHelpPopover';

export default function FieldHelpPopover() {
  return (
    <DemoProvider colorScheme="light">
      <Demo />
    </DemoProvider>
  );
}
