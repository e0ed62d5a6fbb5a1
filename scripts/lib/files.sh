# Sourced by scripts/install and scripts/package: walks Resources/Install/files.list, the one list of
# what HUDKit installs, for a layout.
#
#   files_each LAYOUT PREFIX AUTOSTART FUNCTION
#
# calls `FUNCTION DESTINATION MODE SOURCE-KIND SOURCE-NAME` for each file, DESTINATION under PREFIX
# (AUTOSTART is the autostart directory, absolute). LAYOUT is
#   prefix   scripts/install: everything under PREFIX/share, where a user's session finds it
#   debian   the package: Debian's vendor directories; the D-Bus service file and the autostart
#            entry, which would start the server for every user and race dunst for
#            org.freedesktop.Notifications, go to share/hud for the user to enable (README), and
#            the zenity link to lib/hud/zenity, apart from Debian's own zenity

files_place() {
    local layout=$1 prefix=$2 autostart=$3 place=$4
    case $layout:$place in
        *:bin) echo "$prefix/bin" ;;
        prefix:zenity-link) echo "$prefix/bin" ;;
        debian:zenity-link) echo "$prefix/lib/hud/zenity" ;;
        *:data) echo "$prefix/share/hud" ;;
        *:locale) echo "$prefix/share/locale" ;;
        *:man1) echo "$prefix/share/man/man1" ;;
        *:man5) echo "$prefix/share/man/man5" ;;
        *:bash-completions) echo "$prefix/share/bash-completion/completions" ;;
        prefix:zsh-completions) echo "$prefix/share/zsh/site-functions" ;;
        debian:zsh-completions) echo "$prefix/share/zsh/vendor-completions" ;;
        *:fish-completions) echo "$prefix/share/fish/vendor_completions.d" ;;
        prefix:systemd-user) echo "$prefix/share/systemd/user" ;;
        debian:systemd-user) echo "$prefix/lib/systemd/user" ;;
        prefix:dbus-services) echo "$prefix/share/dbus-1/services" ;;
        debian:dbus-services) echo "$prefix/share/hud/dbus-1/services" ;;
        prefix:autostart) echo "$autostart" ;;
        debian:autostart) echo "$prefix/share/hud/autostart" ;;
        *) echo "files.list: unknown place $place" >&2; return 1 ;;
    esac
}

files_each() {
    local layout=$1 prefix=$2 autostart=$3 files_callback=$4
    local list place name mode source directory
    list=$(dirname "${BASH_SOURCE[0]}")/../../Resources/Install/files.list
    while read -r place name mode source; do
        [[ -z $place || $place == \#* ]] && continue
        directory=$(files_place "$layout" "$prefix" "$autostart" "$place") || return 1
        "$files_callback" "$directory/$name" "$mode" "${source%%/*}" "${source#*/}" || return 1
    done <"$list"
}
