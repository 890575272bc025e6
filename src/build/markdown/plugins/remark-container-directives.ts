import { directive, directiveFromMarkdown } from '../../vendor/markdownPackages.js';
import type { Processor } from 'unified';

type MicromarkExtension = ReturnType<typeof directive>;
type Construct = Exclude<NonNullable<MicromarkExtension['flow']>[number], unknown[] | undefined>;

const COLON = 58;

/**
 * The micromark extension of `micromark-extension-directive` reduced to container directives
 * (`:::name` … `:::`). Text (`:name`) and leaf (`::name`) directives are left out, so `10:30`,
 * `a:b`, `::before` or `:smile:` stay literal text. The package only exports the whole syntax,
 * so we take its flow constructs and keep the container one (the only `concrete` construct: its
 * content can be interrupted by nothing but its closing fence).
 */
function containerOnlySyntax(): MicromarkExtension {
  const flow = directive().flow?.[COLON];
  const constructs: Construct[] = (Array.isArray(flow) ? flow : flow ? [flow] : []) as Construct[];
  const container = constructs.filter((construct) => construct.concrete === true);
  if (container.length !== 1) {
    throw new Error('micromark-extension-directive changed: cannot find the container directive construct');
  }
  return { flow: { [COLON]: container } };
}

const syntax = containerOnlySyntax();
// Only container directives are ever tokenised, so the text/leaf handlers in here never fire.
const fromMarkdown = directiveFromMarkdown();

/** Parse `:::name` … `:::` container directives (and no other directive syntax). */
export function remarkContainerDirectives(this: Processor): undefined {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(syntax);
  (data.fromMarkdownExtensions ??= []).push(fromMarkdown);
}
