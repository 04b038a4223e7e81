/**
 * Curadoria Afiliados, post editor. Plain script, no build step.
 *
 * - 'Adicionar loja' adds a blank row to the "Ofertas" box (without
 *   JavaScript the box always ends in one blank row, so it works anyway).
 * - The block editor hides the usual admin notices, so the plugin's refusals
 *   ("O preço … não é um valor em reais …") are asked for once it has saved
 *   the meta boxes, and shown as its own notices.
 */
(function () {
  'use strict';

  var config = window.curadoriaAfiliadosEditor || {};

  var button = document.getElementById('curadoria-afiliados-add-offer');
  var template = document.getElementById('curadoria-afiliados-offer-template');
  var table = document.getElementById('curadoria-afiliados-offers-table');
  if (button && template && table && table.tBodies[0]) {
    button.hidden = false;
    button.addEventListener('click', function () {
      var index = parseInt(button.getAttribute('data-next'), 10) || 0;
      var fill = function (text) {
        return text.replace(/__i__/g, String(index)).replace(/__n__/g, String(index + 1));
      };
      var row = template.content.querySelector('tr').cloneNode(true);
      [row].concat(Array.prototype.slice.call(row.querySelectorAll('*'))).forEach(function (element) {
        Array.prototype.forEach.call(element.attributes, function (attribute) {
          attribute.value = fill(attribute.value);
        });
        Array.prototype.forEach.call(element.childNodes, function (node) {
          if (node.nodeType === Node.TEXT_NODE) {
            node.nodeValue = fill(node.nodeValue);
          }
        });
      });
      table.tBodies[0].appendChild(row);
      button.setAttribute('data-next', String(index + 1));
      row.querySelector('input').focus();
    });
  }

  var wp = window.wp;
  if (!config.blockEditor || !wp || !wp.data) {
    return;
  }
  function show(messages) {
    (messages || []).forEach(function (message) {
      wp.data.dispatch('core/notices').createErrorNotice(message, { id: 'curadoria-afiliados-' + message });
    });
  }

  var saving = false;
  wp.data.subscribe(function () {
    var now = wp.data.select('core/edit-post').isSavingMetaBoxes();
    if (saving && !now) {
      window
        .fetch(config.noticesUrl, { credentials: 'same-origin' })
        .then(function (response) {
          return response.ok ? response.json() : null;
        })
        .then(function (body) {
          if (body && body.success) {
            show(body.data);
          }
        });
    }
    saving = now;
  });
})();
