// styles.ts — import once at the root (app or Storybook): font, themes and base styles.
// (A .css.ts file must not mention "global" followed by a dot, even in a comment: vanilla-extract's
// syntax sniffing then takes the file for CommonJS and its styles lose their file scope.)
import './fonts';
import './themes.css';
import './base.css';
import './tvMode.css';
