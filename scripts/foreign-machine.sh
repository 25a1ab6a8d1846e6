#!/usr/bin/env bash
# Runs every story test (play, axe, pixel comparison against the committed references) as if on
# someone else's machine, and fails unless every reference matches with 0 differences and 0 skipped:
#
#   other-fonts  the only system fonts are Debian's URW base35 set (no DejaVu, no Liberation), every
#                generic family (sans-serif, serif, monospace, system-ui) remapped to them, the
#                system's own rendering rules kept;
#   bare         a bare fontconfig (only a font folder: no conf.d, no hinting or anti-aliasing rules),
#                as on a distribution that ships none;
# both in TZ=Pacific/Kiritimati (UTC+14) and LANG=de_DE.UTF-8, with an empty HOME (no user fonts).
#
#   bash scripts/foreign-machine.sh [other-fonts|bare|all]     (default: all)
#
# Needs root (or unprivileged user namespaces) for a private mount namespace: /etc/fonts and
# /usr/share/fonts are replaced only inside it; the machine itself is not changed. Installs
# fonts-urw-base35 with apt-get when it is missing and it can.
set -euo pipefail
cd "$(dirname "$0")/.."
variants=("${1:-all}")
[[ "${variants[0]}" == all ]] && variants=(other-fonts bare)

urw=/usr/share/fonts/opentype/urw-base35
if [[ ! -d "$urw" ]]; then
  if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-urw-base35 >/dev/null
  else
    echo "foreign-machine: needs Debian's fonts-urw-base35 (sudo apt-get install fonts-urw-base35)" >&2
    exit 2
  fi
fi
node scripts/chromium.mjs --ensure

work=$(mktemp -d /tmp/foreign-machine.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/fonts/urw" "$work/home" "$work/etc-fonts"
cp "$urw"/*.otf "$work/fonts/urw/"

write_conf() {
  case "$1" in
    other-fonts)
      cat >"$work/etc-fonts/fonts.conf" <<CONF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts</dir>
  <cachedir>$work/cache</cachedir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
  <alias binding="strong"><family>sans-serif</family><prefer><family>Nimbus Sans</family></prefer></alias>
  <alias binding="strong"><family>system-ui</family><prefer><family>Nimbus Sans</family></prefer></alias>
  <alias binding="strong"><family>serif</family><prefer><family>Nimbus Roman</family></prefer></alias>
  <alias binding="strong"><family>monospace</family><prefer><family>Nimbus Mono PS</family></prefer></alias>
</fontconfig>
CONF
      # conf.d stays the system's (its rendering rules), read through the private /etc/fonts.
      cp -r /etc/fonts/conf.d "$work/etc-fonts/conf.d"
      ;;
    bare)
      rm -rf "$work/etc-fonts/conf.d"
      cat >"$work/etc-fonts/fonts.conf" <<CONF
<?xml version="1.0"?>
<fontconfig><dir>/usr/share/fonts</dir><cachedir>$work/cache</cachedir></fontconfig>
CONF
      ;;
  esac
}

status=0
for variant in "${variants[@]}"; do
  echo
  echo "=== foreign machine: $variant (TZ=Pacific/Kiritimati, LANG=de_DE.UTF-8, system fonts: URW base35 only) ==="
  write_conf "$variant"
  rm -rf reports/visual.json
  set +e
  unshare --mount --propagation private -- env -i PATH="$PATH" HOME="$work/home" CI=true \
    TZ=Pacific/Kiritimati LANG=de_DE.UTF-8 WORK="$work" \
    bash -c '
      mount --bind "$WORK/etc-fonts" /etc/fonts
      mount --bind "$WORK/fonts" /usr/share/fonts
      echo "system fontconfig now: sans-serif → $(fc-match sans-serif), monospace → $(fc-match monospace)"
      echo "system fonts: $(fc-list | wc -l) faces; DejaVu: $(fc-list | grep -c DejaVu)"
      exec node_modules/.bin/vitest run --project storybook --reporter=dot --reporter=./scripts/visual-reporter.ts
    '
  code=$?
  set -e
  skipped=$(node -e "const r=require('./reports/visual.json');console.log(r.skipped)" 2>/dev/null || echo missing)
  compared=$(node -e "const r=require('./reports/visual.json');console.log(r.compared)" 2>/dev/null || echo 0)
  references=$(node -e "const r=require('./reports/visual.json');console.log(r.references)" 2>/dev/null || echo 0)
  if [[ $code != 0 || "$skipped" != 0 ]]; then
    echo "foreign-machine ($variant): FAILED (vitest exit $code, $compared compared, $skipped skipped)"
    status=1
  else
    echo "foreign-machine ($variant): every story passed; $references references of $compared stories matched with 0 differences, 0 skipped"
  fi
done
exit $status
