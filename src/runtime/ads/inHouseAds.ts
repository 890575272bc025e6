/** An ad as the slot shows it (in-house ads and the blocker message). */
export interface AdObject {
  name: string;
  link: string;
  /** 130×100 image URL (here small SVG data URIs). */
  img: string;
  /** Trusted HTML (our own text; third-party text never comes here unsanitised). */
  description: string;
  poweredby: string;
  /** Analytics source of the ad, the first part of its event label. */
  label: string;
}

/** A 130×100 SVG picture: a tinted card with a few simple shapes. */
function picture(background: string, accent: string, shapes: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100" viewBox="0 0 130 100">` +
    `<rect width="130" height="100" rx="8" fill="${background}"/>${shapes.replaceAll('A', accent)}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The five in-house ads: shown when a blocker is assumed or the feed names the backer link. */
export const IN_HOUSE_ADS: readonly AdObject[] = [
  {
    name: 'Scaffold generator',
    link: 'https://mui.com/toolpad/core/introduction/',
    img: picture(
      '#e3f2fd',
      '#1976d2',
      '<rect x="15" y="15" width="30" height="70" rx="4" fill="A"/><rect x="52" y="15" width="63" height="20" rx="4" fill="A" opacity=".6"/><rect x="52" y="42" width="63" height="43" rx="4" fill="A" opacity=".3"/>',
    ),
    description: '<strong>Start a dashboard in minutes.</strong> Generate pages, layout and data wiring from one command.',
    poweredby: 'MUI',
    label: 'in-house-scaffold',
  },
  {
    name: 'Premium templates',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-templates',
    img: picture(
      '#f3e5f5',
      '#8e24aa',
      '<rect x="12" y="12" width="50" height="76" rx="4" fill="A"/><rect x="68" y="12" width="50" height="35" rx="4" fill="A" opacity=".5"/><rect x="68" y="53" width="50" height="35" rx="4" fill="A" opacity=".3"/>',
    ),
    description: '<strong>Ship the front end sooner.</strong> Complete application templates, built by the people behind the library.',
    poweredby: 'MUI',
    label: 'in-house-templates',
  },
  {
    name: 'Premium themes',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-themes',
    img: picture(
      '#fff3e0',
      '#ef6c00',
      '<circle cx="35" cy="50" r="22" fill="A"/><circle cx="65" cy="50" r="22" fill="A" opacity=".6"/><circle cx="95" cy="50" r="22" fill="A" opacity=".3"/>',
    ),
    description: '<strong>A new look without new work.</strong> Polished themes that restyle every component at once.',
    poweredby: 'MUI',
    label: 'in-house-themes',
  },
  {
    name: 'Enterprise subscription',
    link: 'https://mui.com/pricing/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-enterprise',
    img: picture('#e8f5e9', '#2e7d32', '<path d="M65 15 L100 30 V55 C100 72 85 83 65 88 C45 83 30 72 30 55 V30 Z" fill="A"/>'),
    description: '<strong>Support you can count on.</strong> Priority help, advanced components and licences for the whole team.',
    poweredby: 'MUI',
    label: 'in-house-enterprise',
  },
  {
    name: 'Design kit',
    link: 'https://mui.com/design-kits/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-design-kit',
    img: picture(
      '#fce4ec',
      '#c2185b',
      '<rect x="20" y="20" width="40" height="40" rx="6" fill="A"/><circle cx="85" cy="40" r="20" fill="A" opacity=".6"/><rect x="20" y="68" width="90" height="12" rx="6" fill="A" opacity=".3"/>',
    ),
    description: '<strong>Design with the real components.</strong> Every component and state, ready in your design tool.',
    poweredby: 'MUI',
    label: 'in-house-design-kit',
  },
];

/** Shown instead of an in-house ad (20 % of the time) when an ad blocker is assumed. */
export const ADBLOCK_AD: AdObject = {
  name: 'Help us keep running',
  link: 'https://mui.com/material-ui/getting-started/backers/',
  img: picture(
    '#fffde7',
    '#f9a825',
    '<path d="M65 82 C30 58 22 44 22 32 C22 20 32 14 42 14 C52 14 60 20 65 28 C70 20 78 14 88 14 C98 14 108 20 108 32 C108 44 100 58 65 82 Z" fill="A"/>',
  ),
  description:
    'These docs are free and the ads pay for their upkeep. If tech-related ads are fine with you, please allow them on this site in your ad blocker.',
  poweredby: 'MUI',
  label: 'in-house-adblock',
};

/** What a blocker gets, from two draws in [0, 1): the message with 20 % chance, else an in-house ad. */
export function blockerAd(messageDraw: number, adDraw: number, messageChance = 0.2): AdObject {
  if (messageDraw < messageChance) return ADBLOCK_AD;
  return IN_HOUSE_ADS[Math.min(IN_HOUSE_ADS.length - 1, Math.floor(adDraw * IN_HOUSE_ADS.length))]!;
}

/** An in-house ad from one draw in [0, 1). */
export function inHouseAd(draw: number): AdObject {
  return IN_HOUSE_ADS[Math.min(IN_HOUSE_ADS.length - 1, Math.floor(draw * IN_HOUSE_ADS.length))]!;
}
