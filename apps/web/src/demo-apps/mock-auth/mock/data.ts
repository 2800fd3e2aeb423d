import { avatarImage } from '../../shared/svg-art.ts';
import type { MockUser } from '../model.ts';
import { MOCK_CREDENTIALS } from '../credentials.ts';

/** The template's signed-in user, answered by a successful mock sign-in. */
export const mockUser: MockUser = {
  id: 'cfaad35d-07a3-4447-a6c3-d8c3d54fd5df',
  name: 'Brian Hughes',
  email: MOCK_CREDENTIALS.email,
  avatar: avatarImage(11),
  status: 'online',
};
