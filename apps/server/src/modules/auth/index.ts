import login from './login.ts';
import logout from './logout.ts';
import passwordChange from './password-change.ts';
import passwordReset from './password-reset.ts';
import passwordResetConfirm from './password-reset-confirm.ts';
import mailOutbox from './mail-outbox.ts';
import loginAuditRoute from './login-audit.ts';

export default [login, logout, passwordChange, passwordReset, passwordResetConfirm, mailOutbox, loginAuditRoute];
