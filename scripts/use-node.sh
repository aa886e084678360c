# Sourced by .ci/run (and by anyone: `. scripts/use-node.sh`): makes `node` the LTS release named in .nvmrc when
# the machine's own is older than 22. The binary comes from the npm registry's node-linux-<arch> package (the
# official build, checked against the registry's integrity hash by `npm pack`), unpacked once into .tools/;
# npm itself is a script, so the machine's npm then runs on it too.
_portal_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_portal_node_version="$(tr -d ' \nv' < "$_portal_root/.nvmrc")"
_portal_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(_portal_node_major)" -lt 22 ]; then
  case "$(uname -m)" in x86_64) _portal_arch=x64 ;; aarch64 | arm64) _portal_arch=arm64 ;; *) _portal_arch="$(uname -m)" ;; esac
  _portal_node_dir="$_portal_root/.tools/node-$_portal_node_version-$_portal_arch"
  if [ ! -x "$_portal_node_dir/bin/node" ]; then
    echo "Installing Node $_portal_node_version (node-linux-$_portal_arch from the npm registry) into ${_portal_node_dir#"$_portal_root/"}"
    _portal_tmp="$(mktemp -d)"
    (cd "$_portal_tmp" && npm pack --silent "node-linux-$_portal_arch@$_portal_node_version" >/dev/null)
    mkdir -p "$_portal_node_dir"
    tar xzf "$_portal_tmp"/node-linux-*.tgz -C "$_portal_node_dir" --strip-components=1 package/bin package/LICENSE
    rm -rf "$_portal_tmp"
  fi
  export PATH="$_portal_node_dir/bin:$PATH"
fi
echo "Node $(node -v) at $(command -v node)"
unset -f _portal_node_major
