import type { Dictionary } from '../../shared/types.js';
import { label } from '../util/labels.js';

/** How a config `api` entry's pages are phrased: for any library, or as MUI's own pages. */
export type ApiWording = 'neutral' | 'mui';

/** The words of an API page, from the site's dictionary (`apiPage.*`); `{name}`-style placeholders filled by the page. */
export interface ApiWords {
  /** With `{name}`. */
  description: string;
  /** With `{name}`: a component that has CSS classes. */
  descriptionWithClasses: string;
  demos: string;
  demosIntro: string;
  import: string;
  props: string;
  noProps: string;
  /** With `{component}`. */
  inheritedComponent: string;
  /** With `{element}`. */
  inheritedElement: string;
  themeDefaultProps: string;
  /** With `{name}`. */
  themeDefaultPropsText: string;
  cssClasses: string;
  cssClassesIntro: string;
  slots: string;
  /** With `{name}`. */
  hookDescription: string;
  parameters: string;
  noParameters: string;
  returnValue: string;
  /** With `{type}`. */
  returnsType: string;
  /** The tabs of a component page (`layout: 'tabs'`): their names, and their descriptions with `{page}`. */
  componentsTab: string;
  hooksTab: string;
  componentsTabDescription: string;
  hooksTabDescription: string;
}

/** The words of one API source's pages: `mui` takes MUI's sentences (`apiPage.mui.*`) where they differ. */
export function apiWords(dictionary: Dictionary, wording: ApiWording): ApiWords {
  const t = (key: string) => label(dictionary, `apiPage.${key}`);
  const phrased = (key: string) => (wording === 'mui' ? t(`mui.${key}`) : t(key));
  const description = phrased('description');
  return {
    description,
    // MUI's sentence is the same whether or not the component has classes.
    descriptionWithClasses: wording === 'mui' ? description : t('descriptionWithClasses'),
    demos: t('demos'),
    demosIntro: phrased('demosIntro'),
    import: t('import'),
    props: t('props'),
    noProps: t('noProps'),
    inheritedComponent: t('inheritedComponent'),
    inheritedElement: t('inheritedElement'),
    themeDefaultProps: t('themeDefaultProps'),
    themeDefaultPropsText: t('themeDefaultPropsText'),
    cssClasses: t('cssClasses'),
    cssClassesIntro: t('cssClassesIntro'),
    slots: t('slots'),
    hookDescription: t('hookDescription'),
    parameters: t('parameters'),
    noParameters: t('noParameters'),
    returnValue: t('returnValue'),
    returnsType: t('returnsType'),
    componentsTab: t('componentsTab'),
    hooksTab: t('hooksTab'),
    componentsTabDescription: t('componentsTabDescription'),
    hooksTabDescription: t('hooksTabDescription'),
  };
}

/** A phrase with its `{key}` placeholders replaced (each value as given: the caller escapes it for where it goes). */
export function fillPhrase(phrase: string, values: Readonly<Record<string, string>>): string {
  return phrase.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
