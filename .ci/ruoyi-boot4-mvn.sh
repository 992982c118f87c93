#!/usr/bin/env bash
# Compile the application module of the Boot 4.1 RuoYi-Vue (../shared/projects/src/ruoyi-vue-boot4,
# or a copy of it given as $1) with its reactor, the way it builds on these machines: its poms name
# an unreachable mirror, so Maven gets a settings file whose mirror is Central, and the versions
# these machines do not serve are replaced (yauaa 8.2.0, pagehelper starter 4.1.1 and
# mybatis-spring-boot 4.1.0 are not served; 8.1.1, 4.1.0 and 4.0.1 are). More arguments go to
# Maven (-o offline, -q ...). Used by .ci/maven-prefetch.sh (online, fills ~/.m2) and the tests.
set -euo pipefail
dir=${1:?project folder}; shift
settings=$(mktemp --suffix=.xml)
trap 'rm -f "$settings"' EXIT
printf '<settings><mirrors><mirror><id>central</id><mirrorOf>*</mirrorOf><url>https://repo.maven.apache.org/maven2</url></mirror></mirrors></settings>\n' > "$settings"
cd "$dir"
mvn -B -ntp -s "$settings" -Dyauaa.version=8.1.1 -Dpagehelper.boot.version=4.1.0 \
    -Dmybatis-spring-boot.version=4.0.1 "$@" -pl ruoyi-admin -am compile
