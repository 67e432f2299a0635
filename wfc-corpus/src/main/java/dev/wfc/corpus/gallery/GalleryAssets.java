package dev.wfc.corpus.gallery;

/**
 * The inline style sheet and script of the gallery page. The script reads the data block, builds the cards of the
 * page that {@code #page=N} names (page 1 without a fragment) and the page links above and below them, and does it
 * again on every {@code hashchange}; it fetches nothing and uses no library. A thumbnail that does not load marks its
 * card {@code missing}.
 */
final class GalleryAssets {
    static final String CSS = """
            body { font: 14px/1.4 system-ui, sans-serif; margin: 0 auto; max-width: 1280px; padding: 0 16px 32px;
                   color: #222; background: #fafafa; }
            h1 { font-size: 22px; margin: 16px 0 4px; word-break: break-all; }
            h2 { font-size: 17px; margin: 24px 0 8px; }
            #summary { font-family: ui-monospace, monospace; font-size: 13px; }
            #charts img { max-width: 100%; margin: 0 12px 12px 0; border: 1px solid #ddd; vertical-align: top; }
            ol.cards { list-style: none; padding: 0; margin: 0; display: grid; gap: 10px;
                       grid-template-columns: repeat(auto-fill, minmax(172px, 1fr)); }
            li.map { background: #fff; border: 1px solid #ddd; border-radius: 4px; padding: 6px; }
            li.map img, li.map .none { display: block; width: 128px; height: 128px; margin: 0 auto 4px;
                       object-fit: contain; image-rendering: pixelated; background: #eee; }
            li.map .none { line-height: 128px; text-align: center; color: #888; }
            li.map p { margin: 0; font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
            li.map .seed { font-family: ui-monospace, monospace; font-size: 11px; color: #555; }
            li.missing img { outline: 2px dashed #c33; }
            li.contradiction, li.step_limit { border-color: #c33; background: #fff4f4; }
            nav.pager { margin: 10px 0; }
            nav.pager a, nav.pager span { display: inline-block; min-width: 24px; padding: 2px 6px; margin: 0 2px 4px 0;
                       border: 1px solid #ccc; border-radius: 3px; text-align: center; text-decoration: none; }
            nav.pager span.current { background: #2f6fb0; border-color: #2f6fb0; color: #fff; }
            nav.pager span.gap { border: none; }
            """;

    static final String SCRIPT = """
            (function () {
              'use strict';
              var data = JSON.parse(document.getElementById('data').textContent);
              var maps = data.maps;
              var size = data.pageSize;
              var pages = Math.max(1, Math.ceil(maps.length / size));

              function current() {
                var m = /^#page=([0-9]+)$/.exec(window.location.hash);
                var p = m ? parseInt(m[1], 10) : 1;
                return Math.min(Math.max(p, 1), pages);
              }

              function text(tag, content, cls) {
                var e = document.createElement(tag);
                e.textContent = content;
                if (cls) { e.className = cls; }
                return e;
              }

              function card(row) {
                var li = document.createElement('li');
                li.className = 'map ' + row[2];
                li.setAttribute('data-index', String(row[0]));
                if (row[6] !== null) {
                  var img = document.createElement('img');
                  img.src = data.images + row[6];
                  img.alt = 'map ' + row[0];
                  img.onerror = function () { li.classList.add('missing'); };
                  li.appendChild(img);
                } else {
                  li.appendChild(text('div', 'no image', 'none'));
                }
                var head = text('p', '');
                head.appendChild(text('b', '#' + row[0]));
                head.appendChild(document.createTextNode(row[5] === null ? '' : ' KL ' + row[5].toFixed(4)));
                li.appendChild(head);
                var seed = text('p', 'seed ' + row[1], 'seed');
                seed.title = row[1];
                li.appendChild(seed);
                li.appendChild(text('p', row[2] + ', ' + row[3] + (row[3] === 1 ? ' attempt' : ' attempts')));
                li.appendChild(text('p', row[4] + ' ms'));
                return li;
              }

              function link(nav, p, label, now) {
                if (p === now) {
                  nav.appendChild(text('span', label, 'current'));
                } else {
                  var a = text('a', label);
                  a.href = '#page=' + p;
                  nav.appendChild(a);
                }
              }

              function pager(nav, now) {
                nav.replaceChildren();
                if (pages === 1) { return; }
                if (now > 1) { link(nav, now - 1, '\\u2039 previous', 0); }
                var last = 0;
                for (var p = 1; p <= pages; p++) {
                  if (p === 1 || p === pages || Math.abs(p - now) <= 3) {
                    if (p > last + 1) { nav.appendChild(text('span', '\\u2026', 'gap')); }
                    link(nav, p, String(p), now);
                    last = p;
                  }
                }
                if (now < pages) { link(nav, now + 1, 'next \\u203a', 0); }
              }

              function render() {
                var now = current();
                var list = document.getElementById('page');
                list.replaceChildren();
                for (var i = (now - 1) * size; i < Math.min(now * size, maps.length); i++) {
                  list.appendChild(card(maps[i]));
                }
                document.getElementById('page-label').textContent = '(page ' + now + ' of ' + pages + ')';
                pager(document.getElementById('pager-top'), now);
                pager(document.getElementById('pager-bottom'), now);
                document.body.setAttribute('data-page', String(now));
              }

              window.addEventListener('hashchange', render);
              render();
            })();
            """;

    private GalleryAssets() {
    }
}
