import sdkModule from '@stackblitz/sdk';
import { compressToBase64 } from 'lz-string';
import type { SandboxProject } from './sandboxProject.js';

// The bundle takes the SDK's ES module (its default export); TypeScript types the CommonJS one.
type StackBlitzSdk = typeof sdkModule.default;
const sdk = ((sdkModule as unknown as { default?: StackBlitzSdk }).default ?? sdkModule) as StackBlitzSdk;

export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

/** CodeSandbox's `parameters`: the files, compressed with lz-string and made URL-safe, as its define API documents. */
export function codeSandboxParameters(files: Record<string, string>): string {
  const definition = { files: Object.fromEntries(Object.entries(files).map(([file, content]) => [file, { content, isBinary: false }])) };
  return compressToBase64(JSON.stringify(definition)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Opens the project in CodeSandbox: the define API's form POST, in a new tab, with the demo's file open. */
export function openInCodeSandbox(project: SandboxProject, doc: Document = document): void {
  // A Vite project runs as a Node.js sandbox.
  const files = { ...project.files, 'sandbox.config.json': `${JSON.stringify({ template: 'node' }, null, 2)}\n` };
  const form = doc.createElement('form');
  form.method = 'POST';
  form.target = '_blank';
  form.action = CODESANDBOX_DEFINE_URL;
  form.style.display = 'none';
  const field = (name: string, value: string) => {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  };
  field('parameters', codeSandboxParameters(files));
  field('query', `file=/${project.demoFile}`);
  doc.body.append(form);
  form.submit();
  form.remove();
}

/** Opens the project in StackBlitz with its SDK (a Node.js project, as its docs say for Vite), the demo's file open. */
export function openInStackBlitz(project: SandboxProject): void {
  sdk.openProject(
    { title: project.title, description: `${project.title} — a demo`, template: 'node', files: project.files },
    { newWindow: true, openFile: project.demoFile },
  );
}
