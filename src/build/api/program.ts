import fs from 'node:fs';
import path from 'node:path';
import type ts from 'typescript';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { isInside, relativeFile } from '../util/files.js';
import { outsideSiteError } from '../util/insideSite.js';
import type { TypeScript } from './typescript.js';

/** Compiler options for reading declarations: module resolution as bundlers do, no emit, no global @types. */
function compilerOptions(tsc: TypeScript, root: string, fromSource: boolean): ts.CompilerOptions {
  const base: ts.CompilerOptions = {
    target: tsc.ScriptTarget.ES2022,
    module: tsc.ModuleKind.ESNext,
    moduleResolution: tsc.ModuleResolutionKind.Bundler,
    jsx: tsc.JsxEmit.ReactJSX,
    strict: true,
    esModuleInterop: true,
    skipLibCheck: true,
    types: [],
  };
  // A monorepo's source is read with its own tsconfig (its paths, its jsx), when it has one.
  const configFile = path.join(root, 'tsconfig.json');
  if (!fromSource || !fs.existsSync(configFile)) return { ...base, noEmit: true };
  const read = tsc.readConfigFile(configFile, (file) => tsc.sys.readFile(file));
  const parsed = read.error ? undefined : tsc.parseJsonConfigFileContent(read.config, tsc.sys, root);
  return { ...base, ...(parsed?.options ?? {}), noEmit: true, skipLibCheck: true, types: [] };
}

export interface ApiProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
  entry: ts.SourceFile;
  /** Why the entry cannot be read: it does not compile (exit 1, at the TypeScript error's place). */
  diagnostics: Diagnostic[];
}

/** The program of one API source. A source entry must compile: its errors are the site's. */
export function createApiProgram(tsc: TypeScript, root: string, entryFile: string, fromSource: boolean): ApiProgram | { diagnostics: Diagnostic[] } {
  const program = tsc.createProgram({ rootNames: [entryFile], options: compilerOptions(tsc, root, fromSource) });
  const entry = program.getSourceFile(entryFile);
  if (!entry)
    return {
      diagnostics: [error('api-entry-unreadable', `Cannot read ${relativeFile(root, entryFile)} as TypeScript`, { file: relativeFile(root, entryFile) })],
    };
  // A file the entry imports by a path inside the site is read by that path: a symbolic link must not lead it out.
  const linkedOut = program
    .getSourceFiles()
    .filter((file) => isInside(root, file.fileName) && !file.fileName.split('/').includes('node_modules'))
    .flatMap((file) => outsideSiteError(root, file.fileName, { file: relativeFile(root, file.fileName) }) ?? []);
  if (linkedOut.length > 0) return { diagnostics: linkedOut };
  const ownFiles = program
    .getSourceFiles()
    .filter((file) => !file.isDeclarationFile && !program.isSourceFileFromExternalLibrary(file) && !file.fileName.includes('/node_modules/'));
  const problems = fromSource
    ? [...program.getSyntacticDiagnostics(), ...ownFiles.flatMap((file) => program.getSemanticDiagnostics(file))]
    : // A published package's declarations are read, not checked; one that does not parse is named at its line.
      [...program.getSyntacticDiagnostics()];
  const diagnostics = problems
    .filter((problem) => problem.category === tsc.DiagnosticCategory.Error)
    .slice(0, 20)
    .map((problem) => {
      const what = fromSource ? 'The API entry does not compile' : 'A declaration file of the API entry does not parse';
      const message = `${what}: ${tsc.flattenDiagnosticMessageText(problem.messageText, ' ')} (TS${problem.code})`;
      if (!problem.file || problem.start === undefined) return error('api-entry-invalid', message, { file: relativeFile(root, entryFile) });
      const { line, character } = problem.file.getLineAndCharacterOfPosition(problem.start);
      return error('api-entry-invalid', message, { file: relativeFile(root, problem.file.fileName), line: line + 1, column: character + 1 });
    });
  return { program, checker: program.getTypeChecker(), entry, diagnostics };
}
