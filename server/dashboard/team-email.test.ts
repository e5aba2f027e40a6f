/**
 * `create-user` (createUser) takes exactly the e-mail addresses the dashboard's sign-in takes: a user made with
 * one the sign-in refuses could never sign in, and one it takes was refused ("Give an e-mail address.").
 */
import { expect, it } from 'vitest';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { createUser } from './team.ts';
import { TEAM_EMAIL_MESSAGE } from './team-email.ts';
import { signIn } from './testing/dashboard-seed.ts';

const PASSWORD = 'a-member-password-1';
const TAKEN = [
  "o'brien@team.example",
  'first.last+tag@sub.team.example',
  'Mixed.Case@Team.Example',
  'a@b.co',
];
const REFUSED = [
  'a@b.c',
  'garbage',
  'two@@team.example',
  'a b@team.example',
  'x@localhost',
  '.dot@team.example',
];

describeOnBothDialects('team e-mail addresses', (server) => {
  it('create-user takes the addresses the sign-in takes, and refuses the ones it refuses, saying why', async () => {
    const { db } = server.started.server.deps.database;
    const { auth } = server.started.server.dashboard;
    const user = (email: string) => ({
      email,
      appId: APP_ID,
      role: 'member',
      name: 'Team Member',
      password: PASSWORD,
    });
    for (const email of TAKEN) {
      await createUser(db, auth, user(email), new Date());
      expect((await signIn(server.started.baseUrl, email, PASSWORD)).status, email).toBe(200);
    }
    for (const email of REFUSED) {
      await expect(createUser(db, auth, user(email), new Date()), email).rejects.toThrow(TEAM_EMAIL_MESSAGE);
      // better-auth's own check: 400 before it looks for a user.
      expect((await signIn(server.started.baseUrl, email, PASSWORD)).status, email).toBe(400);
    }
  }, 60_000);
});
