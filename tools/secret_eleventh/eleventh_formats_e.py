"""Family polyglot_build_systems: build files of less common build tools and package managers."""

from __future__ import annotations

import random

from eleventh_corpus import (
    SYM_DQ,
    SYM_URL,
    Out,
    alnum,
    b64,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    pick,
    user,
)

F = "polyglot_build_systems"


@fmt(F, "scons_sconstruct_upload_alias_curl_user_password")
def scons(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="#%&*+-_.?@^~=,")
    text = fill(
        """# SConstruct
import os

env = Environment(CCFLAGS=["-O2", "-Wall"], CPPPATH=["include"])
firmware = env.Program("build/<<prog>>", Glob("src/*.c"))

UPLOAD_USER = "<<u>>"
UPLOAD_PASS = "<<pw>>"
upload = env.Command(
    "upload.stamp",
    firmware,
    "curl -sf -u %s:%s -T $SOURCE https://<<repo>>/repository/firmware/ && touch $TARGET"
    % (UPLOAD_USER, UPLOAD_PASS),
)
env.Alias("upload", upload)
Default(firmware)
""",
        prog=pick(rng, ("sensor_node", "gateway", "ctrl_fw")),
        u=user(rng),
        pw=pw,
        repo=host(rng, "nexus"),
    )
    return Out(pick(rng, ("SConstruct", "firmware/SConstruct", "build/SConstruct")), text, pw, "py")


@fmt(F, "waf_wscript_configure_env_artifact_token")
def waf(rng: random.Random) -> Out:
    tok = alnum(rng, 40)
    text = fill(
        """#! /usr/bin/env python
# encoding: utf-8

top = "."
out = "build"


def options(opt):
    opt.load("compiler_cxx")


def configure(conf):
    conf.load("compiler_cxx")
    conf.env.CXXFLAGS = ["-std=c++17", "-O2"]
    conf.env.ARTIFACT_URL = "https://<<h>>/api/v4/projects/<<pid>>/packages/generic"
    conf.env.ARTIFACT_TOKEN = "<<tok>>"


def build(bld):
    bld.program(source=bld.path.ant_glob("src/**/*.cpp"), target="<<prog>>")
""",
        h=host(rng, "git"),
        pid=rng.randint(10, 900),
        tok=tok,
        prog=pick(rng, ("tracker", "mixer", "dspd")),
    )
    return Out(pick(rng, ("wscript", "audio/wscript", "src/wscript")), text, tok, "py")


@fmt(F, "premake5_lua_postbuildcommands_ftp_userinfo")
def premake(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_URL)
    text = fill(
        """workspace "<<ws>>"
   configurations { "Debug", "Release" }
   location "build"

project "<<ws>>Server"
   kind "ConsoleApp"
   language "C++"
   cppdialect "C++17"
   files { "src/**.h", "src/**.cpp" }

   filter "configurations:Release"
      defines { "NDEBUG" }
      optimize "On"
      postbuildcommands {
         "curl -T %{cfg.buildtarget.abspath} ftp://<<u>>:<<pw>>@<<h>>/builds/"
      }
""",
        ws=pick(rng, ("Arena", "Voxel", "Outpost")),
        u=user(rng),
        pw=pw,
        h=host(rng, "ftp"),
    )
    return Out(
        pick(rng, ("premake5.lua", "engine/premake5.lua", "tools/premake5.lua")), text, pw, ""
    )


@fmt(F, "xmake_lua_add_repositories_git_url_userinfo_token")
def xmake(rng: random.Random) -> Out:
    tok = "glpat-" + alnum(rng, 20)
    text = fill(
        """set_project("<<proj>>")
set_version("1.4.2")
add_rules("mode.debug", "mode.release")

add_repositories("corp-repo https://oauth2:<<tok>>@<<h>>/platform/xmake-repo.git main")
add_requires("fmt 10.x", "spdlog", "corp-netlib 2.1.0")

target("<<proj>>")
    set_kind("binary")
    add_files("src/*.cpp")
    add_packages("fmt", "spdlog", "corp-netlib")
""",
        proj=pick(rng, ("telemetryd", "camctl", "edge-agent")),
        tok=tok,
        h=host(rng, "gitlab"),
    )
    return Out(pick(rng, ("xmake.lua", "agent/xmake.lua", "native/xmake.lua")), text, tok, "")


@fmt(F, "pants_toml_remote_store_headers_authorization_bearer")
def pants(rng: random.Random) -> Out:
    tok = alnum(rng, 48)
    text = fill(
        """[GLOBAL]
pants_version = "2.21.0"
backend_packages = [
  "pants.backend.python",
  "pants.backend.python.lint.ruff",
  "pants.backend.docker",
]
remote_cache_read = true
remote_cache_write = true
remote_store_address = "grpcs://<<h>>:443"
remote_instance_name = "main"
remote_store_headers = { "Authorization" = "Bearer <<tok>>" }

[python]
interpreter_constraints = ["==3.11.*"]
enable_resolves = true
""",
        h=host(rng, "cache"),
        tok=tok,
    )
    return Out(pick(rng, ("pants.toml", "pants.ci.toml", "monorepo/pants.toml")), text, tok)


@fmt(F, "buckconfig_cache_http_read_headers_authorization")
def buck(rng: random.Random) -> Out:
    tok = b64(rng, 30)
    text = fill(
        """[cache]
  mode = dir, http
  dir = buck-out/cache
  dir_max_size = 10GB
  http_url = https://<<h>>/buck-cache
  http_mode = readwrite
  http_read_headers = Authorization: Basic <<tok>>
  http_write_headers = Authorization: Basic <<tok>>
  http_timeout_seconds = 10

[java]
  source_level = 11
  target_level = 11
""",
        h=host(rng, "cache"),
        tok=tok,
    )
    return Out(
        pick(rng, (".buckconfig", ".buckconfig.local", "android/.buckconfig")), text, tok, ""
    )


@fmt(F, "mill_build_sc_sonatype_credentials_literal")
def mill(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_DQ.replace(":", ""))
    u = alnum(rng, 8)
    text = fill(
        """import mill._, scalalib._, publish._

object core extends ScalaModule with PublishModule {
  def scalaVersion = "3.3.3"
  def publishVersion = "0.9.1"
  def pomSettings = PomSettings(
    description = "Core library",
    organization = "<<orgid>>",
    url = "https://<<dom>>",
    licenses = Seq(License.`Apache-2.0`),
    versionControl = VersionControl.github("<<gh>>", "core"),
    developers = Seq()
  )
  def sonatypeCreds = T.input { "<<u>>:<<pw>>" }
}
""",
        orgid=f"io.{pick(rng, ('nordwind', 'alderbay', 'vellum'))}",
        dom=domain(rng),
        gh=pick(rng, ("nordwind", "alderbay", "vellum")),
        u=u,
        pw=pw,
    )
    return Out(pick(rng, ("build.sc", "lib/build.sc", "build.mill")), text, pw, "")


@fmt(F, "crystal_shard_yml_git_dependency_url_token")
def shards(rng: random.Random) -> Out:
    tok = "ghp_" + alnum(rng, 36)
    text = fill(
        """name: <<name>>
version: 0.3.0

authors:
  - <<author>>

crystal: ">= 1.10.0"

dependencies:
  kemal:
    github: kemalcr/kemal
  internal_auth:
    git: https://<<u>>:<<tok>>@github.com/<<gh>>/internal_auth.git
    version: ~> 1.2

targets:
  <<name>>:
    main: src/<<name>>.cr

license: MIT
""",
        name=pick(rng, ("inventory_api", "shortlinks", "pager")),
        author=pick(rng, ("Anna Keller", "Pavel Novak")),
        u=user(rng),
        tok=tok,
        gh=pick(rng, ("nordwind-labs", "alderbay", "quarrytech")),
    )
    return Out(pick(rng, ("shard.yml", "api/shard.yml", "services/pager/shard.yml")), text, tok)


@fmt(F, "mix_hex_organization_auth_key_flag_ci_script")
def mixhex(rng: random.Random) -> Out:
    key = hexs(rng, 32)
    text = fill(
        """#!/usr/bin/env bash
set -euo pipefail
# CI: fetch private hex packages of the <<orgname>> organisation, then test
mix local.hex --force
mix local.rebar --force
mix hex.organization auth <<orgname>> --key <<key>>
mix deps.get
MIX_ENV=test mix test --cover
""",
        orgname=pick(rng, ("nordwind", "alderbay", "kestrel")),
        key=key,
    )
    return Out(pick(rng, ("ci/test.sh", "scripts/ci.sh", ".ci/run-tests.sh")), text, key, "")
