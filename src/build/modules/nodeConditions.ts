/**
 * The extra export conditions this Node process resolves packages with (`--conditions` / `-C`, in
 * its arguments or NODE_OPTIONS; test runners add `development`). Site code bundled for Node must
 * resolve its packages to the files Node itself loads for them, or a package such as Emotion is
 * loaded twice (see packageModules).
 */
export function nodeConditions(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): string[] {
  const args = [...execArgv, ...nodeOptions.split(/\s+/).filter(Boolean)];
  const conditions: string[] = [];
  for (const [index, arg] of args.entries()) {
    const inline = /^(?:--conditions|-C)=(.+)$/.exec(arg);
    if (inline) conditions.push(inline[1]!);
    else if ((arg === '--conditions' || arg === '-C') && args[index + 1]) conditions.push(args[index + 1]!);
  }
  return [...new Set(conditions)];
}
