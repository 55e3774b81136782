#!/bin/sh
# Add Boggle Desktop to the desktop's application menu for the current user, or take it away again.
#
#   packaging/install-launcher.sh [--bundle DIR]    install (DIR defaults to dist/boggle-desktop)
#   packaging/install-launcher.sh --uninstall       remove what install put there
#
# Installs ~/.local/share/applications/boggle-desktop.desktop, whose Exec is DIR/boggle-desktop
# (the bundle packaging/build.sh builds), and the icon into ~/.local/share/icons/hicolor (SVG and
# PNG sizes). $XDG_DATA_HOME replaces ~/.local/share when it is set. Nothing needs root.
set -eu

ROOT=$(cd "$(dirname "$0")/.." && pwd)
NAME=boggle-desktop
DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}
APPLICATIONS="$DATA_HOME/applications"
ICONS="$DATA_HOME/icons/hicolor"
ICON_SOURCE="$ROOT/boggle_desktop/icons"
BUNDLE="$ROOT/dist/boggle-desktop"
ACTION=install

fail() { echo "install-launcher.sh: $*" >&2; exit 1; }

while [ $# -gt 0 ]; do
    case "$1" in
        --bundle)
            [ $# -ge 2 ] || fail "--bundle needs a folder"
            BUNDLE=$2; shift 2 ;;
        --uninstall) ACTION=uninstall; shift ;;
        -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install-launcher.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
    esac
done

install_icons() {
    mkdir -p "$ICONS/scalable/apps"
    cp "$ICON_SOURCE/$NAME.svg" "$ICONS/scalable/apps/$NAME.svg"
    for png in "$ICON_SOURCE/$NAME"-*.png; do
        size=${png##*-}
        size=${size%.png}
        mkdir -p "$ICONS/${size}x${size}/apps"
        cp "$png" "$ICONS/${size}x${size}/apps/$NAME.png"
    done
}

remove_icons() {
    rm -f "$ICONS/scalable/apps/$NAME.svg"
    for folder in "$ICONS"/*x*/apps; do
        rm -f "$folder/$NAME.png"
    done
}

refresh_caches() {
    # Menus and icon themes notice new files by themselves; a user icon cache, where one was made
    # before, would hide them, so it is brought up to date. (No MimeType: no desktop database.)
    if [ -f "$ICONS/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t -f "$ICONS" 2>/dev/null || true
    fi
}

if [ "$ACTION" = uninstall ]; then
    rm -f "$APPLICATIONS/$NAME.desktop"
    remove_icons
    refresh_caches
    echo "Removed the Boggle Desktop launcher and icon from $DATA_HOME."
    exit 0
fi

[ -d "$BUNDLE" ] || fail "no bundle at $BUNDLE: build it first with packaging/build.sh"
BUNDLE=$(cd "$BUNDLE" && pwd)
EXECUTABLE="$BUNDLE/$NAME"
[ -x "$EXECUTABLE" ] || fail "$EXECUTABLE is missing or not executable: build it with packaging/build.sh"
case "$EXECUTABLE" in
    *[\"\`\$\\]*) fail "the bundle's path contains a quote, backquote, dollar or backslash: move it" ;;
esac

mkdir -p "$APPLICATIONS"
# Exec is quoted (the path may hold spaces); TryExec takes the plain path.
FOR_SED=$(printf '%s' "$EXECUTABLE" | sed 's/[&|]/\\&/g')
sed -e "s|^Exec=.*|Exec=\"$FOR_SED\"|" -e "s|^TryExec=.*|TryExec=$FOR_SED|" \
    "$ROOT/packaging/$NAME.desktop" >"$APPLICATIONS/$NAME.desktop.tmp"
mv "$APPLICATIONS/$NAME.desktop.tmp" "$APPLICATIONS/$NAME.desktop"
install_icons
refresh_caches
if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate "$APPLICATIONS/$NAME.desktop"
fi
echo "Installed $APPLICATIONS/$NAME.desktop (starts $EXECUTABLE) and the icon in $ICONS."
echo "Boggle Desktop is in the application menu; remove it with: $0 --uninstall"
