import { describe, expect, it } from 'vitest';
import { leavesSite, pageLink } from '../../../../src/build/markdown/links.js';

const routes = new Map([
  ['button.md', '/material-ui/react-button/'],
  ['a b.md', '/material-ui/a-b/'],
]);
const resolve = (path: string) => routes.get(decodeURI(path.replace(/^\.\//, '')));

describe('page links', () => {
  it('follows nothing out of the site or empty', () => {
    expect(['https://mui.com/', 'mailto:a@b.c', '//cdn.example/x.js', 'javascript:void(0)'].every(leavesSite)).toBe(true);
    expect(['/a/', './a.md', '#x', 'a.md'].some(leavesSite)).toBe(false);
    expect(pageLink('', resolve)).toBeUndefined();
    expect(pageLink('https://mui.com/x.md', resolve)).toBeUndefined();
  });

  it('takes a .md link as the route of its page, keeping its query and hash', () => {
    expect(pageLink('./button.md?tab=api#props', resolve)).toEqual({ target: '/material-ui/react-button/?tab=api#props', checked: true });
    expect(pageLink('a%20b.md', resolve)).toEqual({ target: '/material-ui/a-b/', checked: true });
  });

  it('checks a .md link that names no page as written, and internal links; not a relative path without ./', () => {
    expect(pageLink('missing.md#x', resolve)).toEqual({ target: 'missing.md#x', checked: true });
    expect(pageLink('/material-ui/', resolve)).toEqual({ target: '/material-ui/', checked: true });
    expect(pageLink('#props', resolve)).toEqual({ target: '#props', checked: true });
    expect(pageLink('images/logo.png', resolve)).toEqual({ target: 'images/logo.png', checked: false });
  });
});
