import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkCallouts } from '../../../../src/build/markdown/plugins/remark-callouts.js';
import { createPageState, fileDiagnostics, reportError, reportWarning } from '../../../../src/build/markdown/state.js';

const at = (line: number, column: number) => ({ position: { start: { line, column }, end: { line, column: column + 1 } } });

describe('problems reported by the markdown plugins', () => {
  it('are the file’s messages, with the rule id, the place and fatal for an error', () => {
    const file = new VFile('');
    reportError(file, 'missing-asset', 'Image not found: ./a.png', at(3, 5));
    reportWarning(file, 'empty-codeblock', '<codeblock> contains no fenced code block', at(7, 1));
    expect(file.messages.map(({ ruleId, reason, line, column, fatal, source }) => ({ ruleId, reason, line, column, fatal, source }))).toEqual([
      { ruleId: 'missing-asset', reason: 'Image not found: ./a.png', line: 3, column: 5, fatal: true, source: 'docsgen' },
      { ruleId: 'empty-codeblock', reason: '<codeblock> contains no fenced code block', line: 7, column: 1, fatal: false, source: 'docsgen' },
    ]);
  });

  it('become the page’s diagnostics in its file, below its front matter; a problem without a place is at 0:0', () => {
    const state = createPageState({ file: 'content/a.md', lineOffset: 4 });
    const file = new VFile({ value: '', data: { docsgen: state } });
    reportError(file, 'unknown-callout', 'Unknown callout "tip"', at(2, 1));
    reportWarning(file, 'codeblock-content', 'Only fenced code blocks belong inside <codeblock>', {});
    expect(fileDiagnostics(file, state)).toEqual([
      { severity: 'error', code: 'unknown-callout', message: 'Unknown callout "tip"', file: 'content/a.md', line: 6, column: 1 },
      {
        severity: 'warning',
        code: 'codeblock-content',
        message: 'Only fenced code blocks belong inside <codeblock>',
        file: 'content/a.md',
        line: 0,
        column: 0,
      },
    ]);
  });

  it('come from a plugin run on its own through unified’s file', async () => {
    const { unified } = await import('unified');
    const { default: remarkParse } = await import('remark-parse');
    const { default: remarkDirective } = await import('remark-directive');
    const processor = unified().use(remarkParse).use(remarkDirective).use(remarkCallouts);
    const file = new VFile(':::tip\nHello\n:::\n');
    await processor.run(processor.parse(file), file);
    expect(file.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}`)).toEqual(['1:1 unknown-callout']);
  });
});
