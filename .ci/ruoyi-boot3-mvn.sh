#!/usr/bin/env bash
# Build the application module of the Boot 3.5 RuoYi-Vue (../shared/projects/src/ruoyi-vue-boot3,
# or a copy of it given as $1) with its reactor, the way it builds on these machines: its poms name
# an unreachable mirror, so Maven gets a settings file whose mirror is Central, and the versions
# these machines do not serve are replaced (yauaa 8.2.0 and druid 1.2.28 are not served; 8.1.1 and
# 1.2.27 are). More arguments go to Maven before the goals (-o offline, -q ...); the goals are
# $GOALS (default: package -DskipTests, the runnable ruoyi-admin.jar). Used by
# .ci/maven-prefetch.sh (online, fills ~/.m2) and the adoption tests.
set -euo pipefail
dir=${1:?project folder}; shift
settings=$(mktemp --suffix=.xml)
trap 'rm -f "$settings"' EXIT
printf '<settings><mirrors><mirror><id>central</id><mirrorOf>*</mirrorOf><url>https://repo.maven.apache.org/maven2</url></mirror></mirrors></settings>\n' > "$settings"
cd "$dir"
# shellcheck disable=SC2086
mvn -B -ntp -s "$settings" -Dyauaa.version=8.1.1 -Ddruid.version=1.2.27 -Dmaven.test.skip=true \
    "$@" -pl ruoyi-admin -am ${GOALS:-package}
