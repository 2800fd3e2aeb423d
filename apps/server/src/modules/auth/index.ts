import login from './login.ts';
import logout from './logout.ts';

export default [login, logout];
