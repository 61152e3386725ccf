// Keys typed before the app has drawn its first field (a fast typist or a password manager right
// after the page opens, on a slow machine) are kept here, in order, and handed to the field that
// takes the focus first (apps/web/src/earlyKeys.ts). Printable keys and Tab only, and only until a
// field has the focus for the first time: from then on every key goes where it always goes.
(function () {
  var keys = [];
  var capturing = true;
  window.__niagaEarlyKeys = keys;
  window.addEventListener(
    'focusin',
    function () {
      capturing = false;
    },
    true,
  );
  window.addEventListener(
    'keydown',
    function (e) {
      if (!capturing) return;
      var t = document.activeElement;
      if (t && t !== document.body && t !== document.documentElement) return;
      if (e.key === 'Tab' || (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey)) {
        keys.push(e.key);
        e.preventDefault();
      }
    },
    true,
  );
})();
