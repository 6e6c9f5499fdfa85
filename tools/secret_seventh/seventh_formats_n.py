"""Static-site generators' deploy configs: Hexo, Pelican, Surge, Neocities, Firebase Hosting,
Fleek, StatiCrypt, ftp-deploy."""

from __future__ import annotations

import json
import random

from seventh_corpus import Ctx, Out, an, fill, fmt, hx, pick, pw, words_pw

FAM = "static_site_deploys"


@fmt(FAM, "hexo_config_yml_deploy_repo_userinfo_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = hx(rng, 40)
    text = fill(
        """
        # Site
        title: <<title>>
        author: <<person>>
        language: en
        url: https://<<www>>
        permalink: :year/:month/:title/
        theme: next

        # Deployment
        deploy:
          type: git
          repo: https://deploy:<<tok>>@<<git>>/<<slug>>/<<slug>>.pages.git
          branch: main
          message: "site update {{ now('YYYY-MM-DD HH:mm') }}"
        """,
        title=pick(rng, "Field Notes", "Bits and Solder", f"{c.org} Journal"),
        person=c.person,
        www=c.host("www", "blog"),
        tok=tok,
        git=c.host("git", "code"),
        slug=c.slug,
    )
    return Out(
        pick(rng, "_config.yml", "blog/_config.yml", f"{c.slug}-site/_config.yml"), text, tok
    )


@fmt(FAM, "pelican_tasks_py_config_ftp_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 16, "-_.!@#%+")
    text = fill(
        """
        from invoke import task
        from pelican.settings import DEFAULT_CONFIG, get_settings_from_file

        SETTINGS = {**DEFAULT_CONFIG, **get_settings_from_file("publishconf.py")}

        CONFIG = {
            "settings_base": "pelicanconf.py",
            "settings_publish": "publishconf.py",
            "deploy_path": SETTINGS["OUTPUT_PATH"],
            "ftp_host": "<<ftp>>",
            "ftp_user": "<<user>>",
            "ftp_password": "<<s>>",
            "ftp_target_dir": "/htdocs",
        }


        @task
        def publish(c):
            c.run("pelican -s {settings_publish}".format(**CONFIG))
            c.run(
                'lftp -u "{ftp_user},{ftp_password}" {ftp_host} '
                '-e "mirror -R {deploy_path} {ftp_target_dir}; quit"'.format(**CONFIG)
            )
        """,
        ftp=c.host("ftp"),
        user=c.user,
        s=s,
    )
    return Out(pick(rng, "tasks.py", "site/tasks.py", f"{c.slug}-blog/tasks.py"), text, s)


@fmt(FAM, "surge_deploy_token_flag_package_json_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = hx(rng, 32)
    pkg = {
        "name": f"{c.slug}-docs",
        "private": True,
        "scripts": {
            "build": "eleventy",
            "deploy": f"npm run build && surge ./_site {c.slug}-docs.surge.sh --token {tok}",
        },
        "devDependencies": {"@11ty/eleventy": "^3.0.0", "surge": "^0.24.6"},
    }
    path = pick(rng, "package.json", "docs/package.json", f"{c.slug}-docs/package.json")
    return Out(path, json.dumps(pkg, indent=2) + "\n", tok)


@fmt(FAM, "neocities_push_api_key_deploy_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 32)
    text = fill(
        """
        #!/bin/sh
        # build the zine and push it to neocities
        set -e
        jekyll build -d _site
        NEOCITIES_API_KEY=<<key>> neocities push _site
        echo "live at https://<<slug>>.neocities.org"
        """,
        key=key,
        slug=c.slug,
    )
    path = pick(rng, "deploy.sh", "bin/publish", f"{c.slug}-zine/deploy.sh")
    return Out(path, text, key)


@fmt(FAM, "firebase_deploy_hosting_ci_token_makefile")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = (
        "1//0"
        + an(rng, 2)
        + "-"
        + an(rng, 96, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    )
    text = fill(
        """
        PROJECT := <<slug>>-site

        build:
        <<TAB>>hugo --minify

        deploy: build
        <<TAB>>firebase deploy --only hosting --project $(PROJECT) <<+>>
        --token "<<tok>>"
        """,
        slug=c.slug,
        tok=tok,
    )
    return Out(pick(rng, "Makefile", "site/Makefile", f"{c.slug}-web/Makefile"), text, tok)


@fmt(FAM, "fleek_sites_deploy_personal_access_token_env")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = "pat_" + an(rng, 20)
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        export FLEEK_TOKEN=<<tok>>
        export FLEEK_PROJECT_ID=<<proj>>
        npm ci && npm run build
        fleek sites deploy
        """,
        tok=tok,
        proj=an(rng, 25, "abcdefghijklmnopqrstuvwxyz0123456789"),
    )
    path = pick(rng, "scripts/deploy-fleek.sh", "deploy.sh", f"{c.slug}-dapp/deploy.sh")
    return Out(path, text, tok)


@fmt(FAM, "staticrypt_password_flag_npm_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng, "!.") if rng.random() < 0.6 else pw(rng, 10, 14, "-_.!@")
    pkg = {
        "name": f"{c.slug}-members",
        "version": "1.0.0",
        "scripts": {
            "build": "hugo --minify",
            "encrypt": f"staticrypt public/members/*.html -p '{s}' --short -d public/members",
            "deploy": "npm run build && npm run encrypt && rsync -a public/ www:/srv/site/",
        },
        "devDependencies": {"staticrypt": "^3.5.0"},
    }
    path = pick(rng, "package.json", "site/package.json", f"{c.slug}-club/package.json")
    return Out(path, json.dumps(pkg, indent=2) + "\n", s)


@fmt(FAM, "ftp_deploy_node_script_config_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 16, "-_.!@#%+")
    text = fill(
        """
        const FtpDeploy = require("ftp-deploy");
        const ftpDeploy = new FtpDeploy();

        const config = {
          user: "<<user>>",
          password: "<<s>>",
          host: "<<ftp>>",
          port: 21,
          localRoot: __dirname + "/_site",
          remoteRoot: "/public_html/",
          include: ["*", "**/*"],
          deleteRemote: false,
          forcePasv: true,
        };

        ftpDeploy
          .deploy(config)
          .then((res) => console.log("uploaded", res.length, "files"))
          .catch((err) => console.error(err));
        """,
        user=f"{c.slug}_web",
        s=s,
        ftp=c.host("ftp"),
    )
    return Out(pick(rng, "deploy.js", "scripts/ftp-deploy.js", f"{c.slug}-site/deploy.js"), text, s)
