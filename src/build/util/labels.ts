import builtinEnglish from '../../runtime/i18n/en.json' with { type: 'json' };
import { lookup } from '../../runtime/i18n/translate.js';
import type { SideNavLabels } from '../../runtime/components/SideNavRow.js';
import type { HeaderLabels } from '../../runtime/components/Header.js';
import type { DemoBlockProps } from '../../runtime/components/DemoBlock.js';
import type { Dictionary, RuntimeLabels } from '../../shared/types.js';

/** The words of a page's footer: the feedback prompt, the edit link, the date, back to top. */
export interface PageFooterLabels {
  question: string;
  yes: string;
  no: string;
  postComment: string;
  editThisPage: string;
  lastUpdated: string;
  backToTop: string;
}

export const BUILTIN_ENGLISH = builtinEnglish as Dictionary;

/** A label from the site's dictionary, falling back to docsgen's English. */
export function label(dictionary: Dictionary, key: string): string {
  return lookup(dictionary, key) ?? lookup(BUILTIN_ENGLISH, key) ?? key;
}

export interface ShellLabels {
  header: HeaderLabels;
  nav: SideNavLabels;
  skipToContent: string;
  dismissBanner: string;
  announcement: string;
  mainNavigation: string;
  contents: string;
  pager: { previous: string; next: string };
  notFoundTitle: string;
  notFoundDescription: string;
  goHome: string;
  homeProducts: string;
  runtime: RuntimeLabels;
  demo: DemoBlockProps['labels'];
  pageFooter: PageFooterLabels;
}

export function shellLabels(dictionary: Dictionary): ShellLabels {
  const t = (key: string) => label(dictionary, key);
  return {
    header: {
      search: t('appFrame.search'),
      toggleSettings: t('appFrame.toggleSettings'),
      viewAllVersions: t('versions.viewAll'),
      versions: t('versions.menu'),
      home: t('appFrame.home'),
      productSwitcher: t('appFrame.productSwitcher'),
      openNavigation: t('appFrame.openNavigation'),
    },
    nav: {
      chips: {
        new: t('nav.new'),
        beta: t('nav.beta'),
        planned: t('nav.planned'),
        preview: t('nav.preview'),
        deprecated: t('nav.deprecated'),
        legacy: t('nav.legacy'),
      },
      plans: { pro: t('nav.pro'), premium: t('nav.premium') },
      showMore: t('nav.showMore'),
      toggleGroup: t('nav.toggleGroup'),
    },
    skipToContent: t('appFrame.skipToContent'),
    dismissBanner: t('appFrame.dismissBanner'),
    announcement: t('appFrame.announcement'),
    mainNavigation: t('appFrame.mainNavigation'),
    contents: t('toc.contents'),
    pager: { previous: t('pager.previous'), next: t('pager.next') },
    notFoundTitle: t('page.notFoundTitle'),
    notFoundDescription: t('page.notFoundDescription'),
    goHome: t('page.goHome'),
    homeProducts: t('page.homeProducts'),
    demo: {
      showCode: t('code.showCode'),
      hideCode: t('code.hideCode'),
      codeLanguage: t('code.codeLanguage'),
      codeStyling: t('code.codeStyling'),
      toolbar: t('code.demoToolbar'),
      stylings: { 'MUI System': t('code.stylingSystem'), Tailwind: t('code.stylingTailwind'), CSS: t('code.stylingCss') },
      edit: t('code.editDemo'),
      editor: t('code.demoEditor'),
      openCodeSandbox: t('code.openCodeSandbox'),
      openStackBlitz: t('code.openStackBlitz'),
      copyLink: t('code.copyDemoLink'),
      resetDemo: t('code.resetDemo'),
      viewSource: t('code.viewDemoSource'),
    },
    pageFooter: {
      question: t('feedback.question'),
      yes: t('feedback.yes'),
      no: t('feedback.no'),
      postComment: t('feedback.postComment'),
      editThisPage: t('page.editThisPage'),
      lastUpdated: t('page.lastUpdated'),
      backToTop: t('toc.backToTop'),
    },
    runtime: { copy: t('code.copy'), copied: t('code.copied'), copySource: t('code.copySource'), showCode: t('code.showCode'), hideCode: t('code.hideCode') },
  };
}
