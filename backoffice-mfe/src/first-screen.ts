// The back-office's early script, built on its own into `dist/first-screen.js`
// (@poshak/webpack-config's early script): no federation runtime, no shared module, no React.
import { startEarlyFirstScreen } from './app/first-screen-early';

startEarlyFirstScreen();
