/**
 * The deterministic responses `npm run bench:dates` (bench/dates.js) parses and converts: the same bytes on
 * every run and machine (a 32-bit LCG, no `Math.random`).
 */

/** A pseudo-random sequence: `next(below)` is an integer in [0, below). */
function sequence(seed) {
  let state = seed >>> 0;
  return (below) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

const BASE = Date.UTC(2020, 0, 1);

/** A random instant between 2020 and 2026, as `toISOString` writes it. */
function isoInstant(next) {
  return new Date(BASE + next(6 * 365) * 86_400_000 + next(86_400) * 1000 + next(1000)).toISOString();
}

/**
 * The dense case: `count` `Event`s of fixtures/clients/everything.yaml, 13 date strings each (date-times
 * with and without fractions and offsets, days, a map, a child list, a discriminated `shape`), and a label
 * that looks like a day and stays a string. About 510 bytes and one date string every 39 bytes.
 */
export function buildEvents(count) {
  const next = sequence(2026);
  const instant = () => {
    const iso = isoInstant(next); // canonical: 2026-02-03T04:05:06.789Z
    switch (next(4)) {
      case 0:
        return iso.replace(/\.\d{3}Z$/, "Z"); // no fraction
      case 1:
        return `${iso.slice(0, 19)}+02:00`; // an offset
      default:
        return iso;
    }
  };
  const day = () => instant().slice(0, 10);
  const child = (id) => ({ id, at: instant(), day: day() });
  const events = [];
  for (let id = 1; id <= count; id++) {
    events.push({
      id,
      at: instant(),
      day: day(),
      label: day(), // looks like a date, stays a string
      stamps: [instant(), instant()],
      history: { created: instant(), updated: instant() },
      children: [child(id * 10 + 1)],
      period: { start: day(), end: day(), checkedAt: instant() },
      shape: next(2) === 0 ? { type: "circle", drawnAt: instant() } : { type: "square", side: next(10) },
      when: next(2) === 0 ? instant() : next(1_000_000),
      agreed: { stamp: instant(), note: "ok" },
    });
  }
  return events;
}

/** Whether the first converted event has its dates as `Date`s and its look-alike label as text. */
export function eventsConverted([first]) {
  const dates = [first.at, first.day, ...first.stamps, first.history.created, first.children[0].at];
  return dates.every((value) => value instanceof Date) && typeof first.label === "string";
}

const WORDS = (
  "the a to of and in is it that for on with as be this not are by when from at or an was but have if " +
  "error request response client server fails returns value date type schema field null string number " +
  "build test release version update fix crash timeout header query body path token cache retry config"
).split(" ");

/**
 * The typical case: `count` issues of bench/fixtures/issues.yaml, shaped like GitHub's REST API answers
 * them: ids, URLs, a title, a body of up to ~900 characters, a user, labels, reactions, and four
 * date-time fields (`created_at`, `updated_at`, `closed_at` for closed issues, `pull_request.merged_at` for
 * merged pull requests), in GitHub's form `2026-02-03T04:05:06Z`. About 1.8 KB and 2.8 dates per issue.
 */
export function buildIssues(count) {
  const next = sequence(16);
  const instant = () => `${isoInstant(next).slice(0, 19)}Z`;
  const words = (least, most) =>
    Array.from({ length: least + next(most - least + 1) }, () => WORDS[next(WORDS.length)]).join(" ");
  const code = (length) => Array.from({ length }, () => next(36).toString(36)).join("");
  const repo = "https://api.github.com/repos/octo-org/octo-repo";
  const issues = [];
  for (let index = 0; index < count; index++) {
    const number = count - index;
    const login = `user-${code(6)}`;
    const userId = 1000 + next(9_000_000);
    const closed = next(10) < 6;
    const pullRequest = next(10) < 4;
    issues.push({
      id: 1_000_000_000 + number,
      node_id: `I_kwDO${code(16)}`,
      url: `${repo}/issues/${number}`,
      repository_url: repo,
      labels_url: `${repo}/issues/${number}/labels{/name}`,
      comments_url: `${repo}/issues/${number}/comments`,
      events_url: `${repo}/issues/${number}/events`,
      html_url: `https://github.com/octo-org/octo-repo/issues/${number}`,
      number,
      state: closed ? "closed" : "open",
      state_reason: closed ? "completed" : null,
      title: words(4, 10),
      body: next(10) === 0 ? null : words(10, 150),
      user: {
        login,
        id: userId,
        node_id: `MDQ6VXNlcj${code(8)}`,
        avatar_url: `https://avatars.githubusercontent.com/u/${userId}?v=4`,
        url: `https://api.github.com/users/${login}`,
        html_url: `https://github.com/${login}`,
        followers_url: `https://api.github.com/users/${login}/followers`,
        repos_url: `https://api.github.com/users/${login}/repos`,
        type: "User",
        site_admin: false,
      },
      labels: Array.from({ length: next(4) }, () => ({
        id: 100_000 + next(900_000),
        name: WORDS[next(WORDS.length)],
        color: code(6),
        default: false,
      })),
      locked: false,
      comments: next(40),
      ...(pullRequest
        ? {
            pull_request: {
              url: `${repo}/pulls/${number}`,
              html_url: `https://github.com/octo-org/octo-repo/pull/${number}`,
              merged_at: closed ? instant() : null,
            },
          }
        : {}),
      closed_at: closed ? instant() : null,
      created_at: instant(),
      updated_at: instant(),
      author_association: "CONTRIBUTOR",
      reactions: { total_count: next(20), "+1": next(10), "-1": next(3), laugh: next(5), heart: next(5) },
    });
  }
  return issues;
}

/** Whether the first converted issue has its dates as `Date`s and everything else as it was. */
export function issuesConverted([first]) {
  return (
    first.created_at instanceof Date &&
    first.updated_at instanceof Date &&
    (first.closed_at === null || first.closed_at instanceof Date) &&
    typeof first.title === "string" &&
    typeof first.user.login === "string"
  );
}
