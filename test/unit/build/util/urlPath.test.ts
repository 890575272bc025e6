import { describe, expect, it } from 'vitest';
import { urlPath } from '../../../../src/build/util/urlPath.js';

describe('urlPath', () => {
  it('keeps what a URL path may hold as it is', () => {
    expect(urlPath("/material-ui/react-button.md/a_b~c!$&'*+,;=:@/")).toBe("/material-ui/react-button.md/a_b~c!$&'*+,;=:@/");
  });

  it('percent-encodes spaces, parentheses, %, ?, #, <, > and letters outside ASCII as UTF-8', () => {
    expect(urlPath('/my page (v2)/100%?#<x>/ü/😀/')).toBe('/my%20page%20%28v2%29/100%25%3F%23%3Cx%3E/%C3%BC/%F0%9F%98%80/');
  });

  it('turns a lone surrogate into U+FFFD instead of throwing', () => {
    expect(urlPath('/a\uD800b/')).toBe('/a%EF%BF%BDb/');
  });
});
