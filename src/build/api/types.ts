/** What extraction knows of a component: the data of its API page and of its `api.json`. */

export interface PropApi {
  /** The type as readers write it: `'small' | 'medium'`, `ReactNode`, `(event: SyntheticEvent) => void`. */
  type: string;
  /** From JSDoc `@default` or the destructuring default in source, as written. */
  default?: string;
  required?: true;
  /** The `@deprecated` message ('' when the tag has none). */
  deprecated?: string;
  /** JSDoc markdown. */
  description: string;
}

export interface ClassApi {
  /** The rule key, `root`. */
  key: string;
  /** The global class name, `.MuiButton-root`, or `.Mui-disabled` for a state class. */
  className: string;
  description: string;
  /** A state class (`disabled`, `focusVisible`…) shared by every component. */
  isGlobal?: true;
}

export interface SlotApi {
  name: string;
  description: string;
  default?: string;
  /** The class of the slot's element when the component has one (`.MuiTextField-input`). */
  className?: string;
}

/** Where the props a component does not declare come from. */
export type InheritanceApi = { component: string; route?: string } | { element: string };

export interface DemoLink {
  title: string;
  route: string;
}

/** The `api.json` record of one component. */
export interface ComponentApi {
  name: string;
  imports: string[];
  props: Record<string, PropApi>;
  inheritance?: InheritanceApi;
  classes: ClassApi[];
  slots?: SlotApi[];
  themeDefaultProps?: string;
  demos: DemoLink[];
  /**
   * The file its props are declared in (else the entry), relative to the site root, when the
   * site holds it (not in `node_modules`): its page's edit link and date. Not in `api.json`.
   */
  sourceFile?: string;
  /**
   * Where the JSDoc of each row of its page is, by the row's anchor (`prop-color`, `css-root`,
   * `slot-root`): where a broken link in it is reported. Not in `api.json`.
   */
  docPlaces?: Record<string, DocPlace>;
}

/** A place in the site's files: relative to the site root (`node_modules/…` for an installed package's), 1-based line. */
export interface DocPlace {
  file: string;
  line: number;
}

/** The `api.json` record of one hook (`useButton`): what it takes and what it returns. */
export interface HookApi {
  name: string;
  imports: string[];
  /**
   * What it takes: the properties of its options object (`UseButtonParameters`) when its one
   * parameter is an object, else each parameter by its name.
   */
  parameters: Record<string, PropApi>;
  /** The properties of what it returns, when that is an object. */
  returnValue: Record<string, PropApi>;
  /** What it returns, as written (`UseButtonReturnValue`, `boolean`). */
  returnType: string;
  demos: DemoLink[];
  /** As `ComponentApi.sourceFile`. Not in `api.json`. */
  sourceFile?: string;
}

/** A component found in an API source, with where its page goes. */
export interface ExtractedComponent {
  api: ComponentApi;
  /** Its page's route, `/material-ui/api/button-base/`, or the tab page documenting it, `/base-ui/react-button/components-api/`. */
  route: string;
  /** Its section's id on a tab page that documents several (`button`, `use-button`); none on a page of its own. */
  anchor?: string;
}

/** A hook found in an API source, with where its page goes (as `ExtractedComponent`). */
export interface ExtractedHook {
  api: HookApi;
  route: string;
  anchor?: string;
}

/** Every component of one config `api` entry. */
export interface ApiSourceResult {
  /** Index of the entry in config `api`. */
  index: number;
  product: string;
  /** Where its pages go, `/material-ui/api/`. */
  route: string;
  /** The origin of the package's own docs (its package.json `homepage`): where its JSDoc's root-relative links point. */
  docsOrigin?: string;
  components: ExtractedComponent[];
  /** Its hooks (config `hooks`), each with an API page or a section of a tab page. */
  hooks?: ExtractedHook[];
  /** The tab pages of component pages (config `layout: 'tabs'`) that document its components and hooks. */
  tabPages?: ApiTabPage[];
  /** Whether each component's `demos` were looked up in the site's pages already (see `linkApiDemos`). */
  demosLinked?: boolean;
}

/** A component page's API tab (`/base-ui/react-button/components-api/`) and what it documents. */
export interface ApiTabPage {
  route: string;
  tab: 'components' | 'hooks';
  /** The component page it is a tab of: its route and title. */
  pageRoute: string;
  pageTitle: string;
  /** The page's other tab, when it has one. */
  siblingRoute?: string;
  /** The export names it documents, in the order the page's front matter lists them. */
  names: string[];
}
