#!/usr/bin/env bash
# Fetch into ~/.m2 every Maven artifact the java tests' generated projects use: for each
# category x Spring Boot major (2, 3, 4) x dialect (and the DTO/MapStruct option), `genix new` writes the
# pom and `mvn dependency:go-offline` resolves it with its plugins. Cheap when ~/.m2 has them.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
JDK25=/usr/lib/jvm/temurin-25-jdk-amd64
t0=$(date +%s)
n=0
# category boot dialect openapi java: every Boot major's parent and plugins, its persistence
# starters, springdoc line and each driver it manages; Java 25 compiles with the JDK 25 beside
# (mariadb: MariaDB Connector/J, what the suite's MariaDB server gets; sqlite on Boot 2 too)
for spec in "Default 2 mysql springdoc 17" "Default 2 mariadb springdoc 17" "Default 3 postgresql swagger2 17" \
            "MybatisPlus 2 mysql swagger2 17" "MybatisPlus 2 sqlite swagger2 17" \
            "MybatisPlus 3 sqlite springdoc 17" "MybatisPlus 3 mariadb springdoc 17" \
            "MybatisPlus-Mixed 3 mysql springdoc 25" \
            "sb35-java21 3 postgresql springdoc 21" \
            "Default 4 mysql springdoc 25" "MybatisPlus 4 postgresql springdoc 17" \
            "MybatisPlus-Mixed 4 sqlite none 17" "sb35-java21 4 mysql springdoc 25" "sb35-java21 4 mariadb springdoc 25"; do
  read -r cat boot dialect openapi java <<< "$spec"
  t1=$(date +%s)
  d="$work/$cat-$boot-$dialect"; mkdir -p "$d"
  case $dialect in
    mysql) url="mysql+pymysql://u@127.0.0.1/x" ;;
    mariadb) url="mariadb+pymysql://u@127.0.0.1/x" ;;
    postgresql) url="postgresql+psycopg://u@127.0.0.1/x" ;;
    sqlite) url="sqlite:///x.db" ;;
  esac
  printf '[project]\noutput = "app"\nbase_package = "com.example.prefetch"\ncategory = "%s"\nspring_boot = %s\njava = %s\ndto = true\nopenapi = "%s"\n[connections.main]\nurl = "%s"\n' \
    "$cat" "$boot" "$java" "$openapi" "$url" > "$d/genix.toml"
  (cd "$d" && "${PYTHON:-python3}" -m dbjavagenix new -c genix.toml > /dev/null)
  jh=""; [[ $java -gt 17 && -x $JDK25/bin/java ]] && jh=$JDK25
  (cd "$d/app" && JAVA_HOME=${jh:-${JAVA_HOME:-}} mvn -B -q -ntp dependency:go-offline dependency:build-classpath \
      -Dmdep.outputFile=/dev/null > "$d/mvn.log" 2>&1) || { cat "$d/mvn.log"; exit 1; }
  # the compiler plugin's own dependencies are only fetched by a compile
  mkdir -p "$d/app/src/main/java/com/example/prefetch" && \
    (cd "$d/app" && JAVA_HOME=${jh:-${JAVA_HOME:-}} mvn -B -q -ntp compile > "$d/mvn.log" 2>&1) || { cat "$d/mvn.log"; exit 1; }
  n=$((n+1))
  echo "  $cat Boot $boot $dialect Java $java: $(( $(date +%s) - t1 )) s"
done
# the Boot 4.1 RuoYi-Vue reactor the adoption test compiles genix's code in
ruoyi="$(cd .. && pwd)/shared/projects/src/ruoyi-vue-boot4"
if [[ -d $ruoyi ]]; then
  t1=$(date +%s)
  cp -r "$ruoyi" "$work/ruoyi" && chmod -R u+w "$work/ruoyi"
  bash .ci/ruoyi-boot4-mvn.sh "$work/ruoyi" -q > "$work/ruoyi.log" 2>&1 || { tail -40 "$work/ruoyi.log"; exit 1; }
  n=$((n+1))
  echo "  RuoYi-Vue Boot 4.1 reactor: $(( $(date +%s) - t1 )) s"
fi
# the Boot 3.5 RuoYi-Vue reactor (packaged: the adoption test boots its jar) and eladmin-mp,
# the code bases the adoption tests generate genix's layers into
for spec in "ruoyi-vue-boot3 ruoyi-boot3-mvn.sh" "eladmin-mp eladmin-mvn.sh"; do
  read -r name script <<< "$spec"
  src="$(cd .. && pwd)/shared/projects/src/$name"
  [[ -d $src ]] || continue
  t1=$(date +%s)
  cp -r "$src" "$work/$name" && chmod -R u+w "$work/$name"
  bash ".ci/$script" "$work/$name" -q > "$work/$name.log" 2>&1 || { tail -40 "$work/$name.log"; exit 1; }
  n=$((n+1))
  echo "  $name reactor: $(( $(date +%s) - t1 )) s"
done
echo "maven prefetch: $n projects resolved in $(( $(date +%s) - t0 )) s"
