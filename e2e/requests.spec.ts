import type { Page, Request, Route } from '@playwright/test';
import { DEMO, expect, signedInAs, test } from './fixtures.ts';

// What a request is, for this spec: a GraphQL operation by name, the session check, or the signed-in
// shell's code.
const nameOf = (request: Request) => {
  const { pathname } = new URL(request.url());
  if (pathname === '/v1/graphql') return /(?:query|mutation)\s+(\w+)/.exec(request.postData() ?? '')?.[1];
  if (pathname === '/v1/auth/me') return 'session';
  if (/^\/assets\/authenticated-shell-[\w-]+\.js$/.test(pathname)) return 'shell';
  return undefined;
};

// Holds each request of a group until every request of its group has been asked for, then lets the group
// through. A page that waits for one answer before asking the next never asks it: it stays on its loader,
// and what it did ask for says where. (Routing also turns off the HTTP cache, so each load asks again.)
const holdInGroups = async (page: Page, groups: string[][]) => {
  const asked = new Set<string>();
  const held: Array<{ group: string[]; route: Route }> = [];
  await page.route('**/*', async (route) => {
    const name = nameOf(route.request());
    const group = groups.find((members) => name !== undefined && members.includes(name));
    if (name === undefined || group === undefined) return route.continue();
    asked.add(name);
    held.push({ group, route });
    for (const waiting of held.filter((entry) => entry.group.every((member) => asked.has(member)))) {
      held.splice(held.indexOf(waiting), 1);
      await waiting.route.continue();
    }
  });
  return asked;
};

test('a signed-in page asks for its code with the session check, and for its data all at once', async ({ page, mailbox, tokens }) => {
  await signedInAs(page, mailbox, tokens, DEMO.nurse);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\/[\w-]+$/);
  const school = page.url();

  for (const { path, heading, operations } of [
    { path: '/claims', heading: 'Claims', operations: ['ClaimFilterUsers', 'Claims'] },
    { path: '/students', heading: 'Manage Students', operations: ['Students'] },
    { path: '', heading: 'Lincoln High School', operations: ['SchoolDashboard'] },
  ]) {
    const asked = await holdInGroups(page, [['session', 'shell'], operations]);
    await page.goto(`${school}${path}`);
    await expect.poll(() => [...asked], { message: `${path || 'dashboard'}: asked for` }).toEqual(expect.arrayContaining(['session', 'shell', ...operations]));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });
  }
});
