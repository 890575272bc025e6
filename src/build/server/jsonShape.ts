export interface JsonShape {
  /** The deepest nesting of objects and arrays (0 for a bare value). */
  depth: number;
  /** How many object keys the text holds, at every level. */
  keys: number;
}

/**
 * The nesting depth and key count of JSON text, read without parsing it: a body can then be
 * refused before `JSON.parse` builds a 30,000-deep structure or a million-key object. Assumes
 * nothing about validity (the parse that follows judges that); strings are skipped, so brackets
 * and colons inside them do not count.
 */
export function jsonShape(text: string): JsonShape {
  let depth = 0;
  let deepest = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x7b /* { */ || char === 0x5b /* [ */) deepest = Math.max(deepest, ++depth);
    else if (char === 0x7d /* } */ || char === 0x5d /* ] */) depth--;
    else if (char === 0x3a /* : */) keys++;
  }
  return { depth: deepest, keys };
}
