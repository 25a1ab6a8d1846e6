import { create } from 'storybook/theming';

/**
 * FoodDash's Storybook theme, for the manager (.storybook/manager.ts) and the docs pages
 * (`parameters.docs.theme` in preview.tsx): the product's name and mark, its UI font (Inter),
 * code in JetBrains Mono, and its brand colour. Values mirror src/styles/tokens.css (the manager
 * runs in its own page, without the tokens); the fonts are served locally through staticDirs and
 * declared for the manager in manager-head.html.
 */
const BRAND = '#c2410c'; // --color-brand-emphasis
const BRAND_STRONG = '#b13a0a'; // --color-brand-fg: brand text on white (5.6:1 on the page)
const FONT_SANS = "'Inter Variable', sans-serif"; // --font-sans
const FONT_MONO = "'JetBrains Mono Variable', monospace"; // --font-mono

export const theme = create({
  base: 'light',
  brandTitle: [
    `<span style="display:inline-flex;align-items:center;gap:10px;font:700 20px/1.2 ${FONT_SANS.replace(/'/g, '&quot;')};color:${BRAND_STRONG}">`,
    '<img src="./fooddash-mark.svg" alt="" width="28" height="28" style="display:block"/>FoodDash',
    '</span>',
  ].join(''),
  brandUrl: './',
  brandTarget: '_self',
  colorPrimary: BRAND,
  colorSecondary: BRAND_STRONG,
  fontBase: FONT_SANS,
  fontCode: FONT_MONO,
  appBg: '#f7f7f8', // --color-bg
  appContentBg: '#ffffff', // --color-surface
  appPreviewBg: '#ffffff',
  appBorderColor: '#dcdce0', // --color-border
  appBorderRadius: 8, // --radius-md
  textColor: '#1c1c21', // --color-text
  textMutedColor: '#55555f', // --color-text-muted
  textInverseColor: '#ffffff',
  barTextColor: '#55555f',
  barSelectedColor: BRAND_STRONG,
  barHoverColor: BRAND_STRONG,
  barBg: '#ffffff',
  inputBg: '#ffffff',
  inputBorder: '#8a8a94', // --color-border-strong
  inputTextColor: '#1c1c21',
  inputBorderRadius: 8,
});
