/**
 * Stylelint runs on the component CSS modules (`npm run lint`: src/components/**\/*.module.css), for what
 * ESLint and Prettier do not see. Components take every colour from the tokens (src/styles/tokens.css), so
 * both themes reach them: no #hex, no colour function and no named colour. transparent, currentColor,
 * inherit and the forced-colours system colours (CanvasText, SelectedItem) are keywords and pass. Only the
 * tokens file and the global sheet define colours.
 */
const FROM_TOKENS = 'take colours from the tokens (var(--color-…))';

export default {
  rules: {
    'color-no-hex': [true, { message: `No #hex here: ${FROM_TOKENS}.` }],
    'color-named': ['never', { message: `No named colour here: ${FROM_TOKENS}.` }],
    'function-disallowed-list': [
      ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'],
      { message: `No colour function here: ${FROM_TOKENS}.` },
    ],
  },
};
