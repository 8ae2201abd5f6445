/**
 * The login page's only script, served from /login/assets/login.js (the CSP allows script-src
 * 'self', no inline scripts). SPEC §4: „Using history-back out of the login host is blocked by
 * navigating back“ — once the visitor has used the page, the back button leads back to it; the
 * page's „Zurück zu …" link is the way out. The entry is added at the first key or pointer
 * press: browsers skip history entries added without a user's gesture. Kept in code so a
 * bundled server needs no asset files.
 */
export const LOGIN_BACK_GUARD_JS = `(function () {
  var armed = false;
  var stay = function () { history.pushState({ rkLogin: true }, '', location.href); };
  var arm = function () { if (!armed) { armed = true; stay(); } };
  addEventListener('pointerdown', arm, true);
  addEventListener('keydown', arm, true);
  addEventListener('popstate', function () { if (armed) stay(); });
})();
`;
