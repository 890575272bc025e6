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

/** A component found in an API source, with where its page goes. */
export interface ExtractedComponent {
  api: ComponentApi;
  /** Its page's route, `/material-ui/api/button-base/`. */
  route: string;
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
  /** Whether each component's `demos` were looked up in the site's pages already (see `linkApiDemos`). */
  demosLinked?: boolean;
}
