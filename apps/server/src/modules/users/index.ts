import getMe from './get-me.ts';
import patchMe from './patch-me.ts';
import myPermissions from './my-permissions.ts';
import availableGroups from './available-groups.ts';
import companyPermissions from './company-permissions.ts';
import listUsers from './list-users.ts';
import patchUser from './patch-user.ts';
import generateToken from './generate-token.ts';
import regenerateToken from './regenerate-token.ts';
import twoFaQrCode from './two-fa-qr-code.ts';
import verifyQrCode from './verify-qr-code.ts';
import updateTwoFa from './update-two-fa.ts';
import roleWrite from './role-write.ts';
import { createApiKeyRoute, listApiKeysRoute, revokeApiKeyRoute } from './api-keys.ts';

export default [
  getMe,
  patchMe,
  myPermissions,
  availableGroups,
  companyPermissions,
  listUsers,
  patchUser,
  generateToken,
  regenerateToken,
  twoFaQrCode,
  verifyQrCode,
  updateTwoFa,
  roleWrite,
  listApiKeysRoute,
  createApiKeyRoute,
  revokeApiKeyRoute,
];
