// What the k6 scripts in load/ share: the deployment's address, REST calls with
// a session's cookies, and the accounts setup registers. k6 imports relative
// ES modules only, so this is one (import it as './lib/rest.js').
import http from 'k6/http';
import { fail } from 'k6';

/** The gateway of the deployment (BASE_URL), without a trailing slash. */
export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/+$/, '');

const json = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** The session cookies a response set, as a name-to-value object for request params. */
function cookiesOf(response) {
  const cookies = {};
  for (const name of Object.keys(response.cookies)) {
    const [cookie] = response.cookies[name];
    if (cookie && cookie.value !== '') {
      cookies[name] = cookie.value;
    }
  }
  return cookies;
}

/** A JSON request to the gateway with the given session cookies and tags. */
export function call(method, path, body, cookies, tags) {
  return http.request(method, `${BASE_URL}${path}`, body === null ? null : JSON.stringify(body), {
    headers: json,
    cookies,
    tags,
    // A fresh jar per call: setup holds several users, and VUs send their cookies themselves.
    jar: new http.CookieJar(),
  });
}

/** The answer's JSON; the test fails when the status is not `status`. */
export function expectStatus(response, status, what) {
  if (response.status !== status) {
    fail(`${what}: ${response.status} ${response.body}`);
  }
  return response.json();
}

/** A name for this run, so its accounts and slugs are new ones. */
export function newRun() {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/**
 * Registers `count` accounts (POST /api/auth/register) named after the run;
 * the session cookies of each.
 */
export function registerUsers(run, count) {
  const users = [];
  for (let index = 0; index < count; index += 1) {
    const tag = `${run}${index}`;
    const registered = call(
      'POST',
      '/api/auth/register',
      {
        name: 'Load Test',
        username: `load.${tag}`,
        email: `load.${tag}@example.org`,
        password: 'correct horse battery',
        locale: 'en-US',
      },
      {},
      { route: 'register' },
    );
    expectStatus(registered, 201, 'register');
    users.push(cookiesOf(registered));
  }
  return users;
}
