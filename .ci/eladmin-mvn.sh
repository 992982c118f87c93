#!/usr/bin/env bash
# Compile eladmin-mp (../shared/projects/src/eladmin-mp, or a copy of it given as $1): its
# reactor is eladmin/, its poms name the Aliyun mirror (unreachable here), so Maven gets a
# settings file whose mirror is Central. More arguments go to Maven (-o offline, -q ...); the
# goals are $GOALS (default: compile of eladmin-system and the modules it needs). Used by
# .ci/maven-prefetch.sh (online, fills ~/.m2) and the adoption tests.
set -euo pipefail
dir=${1:?project folder}; shift
settings=$(mktemp --suffix=.xml)
trap 'rm -f "$settings"' EXIT
printf '<settings><mirrors><mirror><id>central</id><mirrorOf>*</mirrorOf><url>https://repo.maven.apache.org/maven2</url></mirror></mirrors></settings>\n' > "$settings"
cd "$dir/eladmin"
# shellcheck disable=SC2086
mvn -B -ntp -s "$settings" -Dmaven.test.skip=true "$@" -pl eladmin-system -am ${GOALS:-compile}
