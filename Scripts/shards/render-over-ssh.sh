#!/bin/sh
# Renders an export in N parts on other machines over ssh with GNU parallel (Debian's `parallel`),
# brings the parts back and merges them into one gallery.
#
#   Scripts/shards/render-over-ssh.sh SSHLOGINS N OUT EXPORT-OPTION...
#
#   SSHLOGINS  GNU parallel's --sshlogin list: "2/alice@render1,2/alice@render2" runs two parts at a
#              time on each of two hosts (":" is this machine)
#   N          how many parts (more parts than hosts evens out their speeds)
#   OUT        the folder the merged export goes to, here
#   EXPORT-OPTION...  what every part exports, as the hosts see it: --journal PATH and the selection
#              (--trip NAME, --since/--until, --all) and any card options; each host needs outdoor
#              and a copy of the journal (copy it with scp; outdoor only reads it)
#
# Each host runs `outdoor export ... --shard K/N` into a temporary folder and sends the part back as a
# tar stream on its standard output (no rsync needed); GNU parallel prints each job's output whole, so
# the streams arrive one after another and `tar --ignore-zeros` unpacks them all. Then
# `outdoor export --merge` joins the parts here. Environment: OUTDOOR, the outdoor command on the hosts
# (default: outdoor); OUTDOOR_SSH, the ssh command parallel uses (default: ssh; for a port or key,
# "ssh -p 2222 -i key"). Needs parallel, ssh and tar here, and outdoor and tar on the hosts.
set -eu
if [ $# -lt 4 ]; then
    sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
fi
logins=$1
parts=$2
out=$3
shift 3

# Each option word single-quoted for the remote shell.
quoted=""
for word in "$@"; do
    quoted="$quoted '$(printf '%s' "$word" | sed "s/'/'\\\\''/g")'"
done
outdoor=${OUTDOOR:-outdoor}

here=$(mktemp -d)
trap 'rm -rf "$here"' EXIT INT TERM
# {} is the part's number; each job makes, sends and removes its own temporary folder.
seq 1 "$parts" | parallel --sshlogin "$logins" --ssh "${OUTDOOR_SSH:-ssh}" --halt now,fail=1 \
    "t=\$(mktemp -d) && $outdoor export$quoted --shard {}/$parts -o \"\$t/{}\" >&2 && tar -C \"\$t\" -cf - {}; s=\$?; rm -rf \"\$t\"; exit \$s" \
    | tar -C "$here" --ignore-zeros -xf -

set --
for k in $(seq 1 "$parts"); do set -- "$@" "$here/$k"; done
"${OUTDOOR_MERGE:-outdoor}" export --merge "$@" -o "$out"
