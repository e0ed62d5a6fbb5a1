# Sourced by the test scripts that need Debian packages beyond scripts/install-deps' (lintian, orca):
#
#   need_packages PACKAGE…
#
# installs those not installed yet, quietly: apt-get install alone first, then after an
# `apt-get update` if that failed (a fresh machine's lists are stale). Root, or sudo.

need_packages() {
    local missing=() package sudo=""
    for package in "$@"; do
        [[ $(dpkg-query -W -f='${Status}' "$package" 2>/dev/null) == "install ok installed" ]] || missing+=("$package")
    done
    ((${#missing[@]})) || return 0
    [[ $(id -u) -eq 0 ]] || sudo=sudo
    echo "installing: ${missing[*]}" >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1 ||
        { $sudo apt-get update -qq &&
            DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; }
}
