# ruff: noqa: E501
"""survey_panel_research_tools: survey platforms, participant panels and experiment hosting."""

from __future__ import annotations

from fifteenth_corpus import (
    SYM_SQ,
    Out,
    alnum,
    b64,
    fmt,
    gen_pw,
    host,
    pick,
)

FAM = "survey_panel_research_tools"


@fmt(FAM, "qualtrics_x_api_token_header_python_export")
def _qual(rng):
    tok = alnum(rng, 40)
    text = f"""import requests

DC = "fra1"
HEADERS = {{"X-API-TOKEN": "{tok}", "Content-Type": "application/json"}}
SURVEY = "SV_{alnum(rng, 15)}"

job = requests.post(
    f"https://{{DC}}.qualtrics.com/API/v3/surveys/{{SURVEY}}/export-responses",
    headers=HEADERS,
    json={{"format": "csv"}},
).json()
"""
    path = pick(rng, ("analysis/export_responses.py", "qualtrics/pull.py", "study2/get_data.py"))
    return Out(path, text, tok)


@fmt(FAM, "surveymonkey_bearer_access_token_r_httr2")
def _sm(rng):
    tok = alnum(rng, 60, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.")
    text = f"""library(httr2)
sm_token <- "{tok}"
resp <- request("https://api.surveymonkey.com/v3/surveys") |>
  req_auth_bearer_token(sm_token) |>
  req_perform()
surveys <- resp_body_json(resp)$data
"""
    path = pick(rng, ("R/surveymonkey.R", "scripts/pull_surveys.R", "analysis/sm_fetch.R"))
    return Out(path, text, tok, "")


@fmt(FAM, "prolific_token_authorization_header_curl")
def _prol(rng):
    tok = alnum(rng, 64, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    text = f"""curl -s -X POST "https://api.prolific.com/api/v1/studies/{alnum(rng, 24).lower()}/transition/" \\
  -H "Authorization: Token {tok}" \\
  -H "Content-Type: application/json" \\
  -d '{{"action": "PUBLISH"}}'
"""
    path = pick(rng, ("scripts/publish_study.sh", "prolific/publish.sh", "study3/launch.sh"))
    return Out(path, text, tok, "")


@fmt(FAM, "psiturk_config_ini_aws_secret_access_key")
def _psiturk(rng):
    sec = b64(rng, 30).replace("=", "")[:40]
    text = f"""[AWS Access]
aws_access_key_id = AKIA{alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}
aws_secret_access_key = {sec}
aws_region = us-east-1

[HIT Configuration]
title = Remember the words
amt_keywords = memory, psychology
lifetime = 24
"""
    path = pick(
        rng, ("home/lab/.psiturkconfig", "experiment/.psiturkconfig", "mturk/psiturkconfig")
    )
    return Out(path, text, sec, "ini")


@fmt(FAM, "pavlovia_git_remote_oauth2_token_userinfo")
def _pav(rng):
    tok = "glpat-" + alnum(
        rng, 20, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"
    )
    text = f"""[core]
	repositoryformatversion = 0
	bare = false
[remote "origin"]
	url = https://oauth2:{tok}@gitlab.pavlovia.org/{alnum(rng, 7).lower()}/stroop-online.git
	fetch = +refs/heads/*:refs/remotes/origin/*
[branch "master"]
	remote = origin
"""
    path = pick(
        rng,
        (
            "stroop-online/.git/config",
            "experiments/stroop/.git/config",
            "psychopy/stroop/.git/config",
        ),
    )
    return Out(path, text, tok, "")


@fmt(FAM, "alchemer_api_token_secret_query_php")
def _alch(rng):
    sec = alnum(rng, 32)
    text = f"""<?php
$token = '{alnum(rng, 48)}';
$secret = '{sec}';
$url = "https://api.alchemer.com/v5/survey/{rng.randint(1000000, 9999999)}/surveyresponse?api_token={{$token}}&api_token_secret={{$secret}}&resultsperpage=500";
$data = json_decode(file_get_contents($url), true);
"""
    path = pick(rng, ("cron/alchemer_sync.php", "survey/pull.php", "lib/alchemer.php"))
    return Out(path, text, sec, "")


@fmt(FAM, "formr_settings_php_database_password")
def _formr(rng):
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""<?php
$settings['database'] = array(
    'datasource' => 'Database/Mysql',
    'host' => '{host(rng, "db")}',
    'login' => 'formr',
    'password' => '{pw}',
    'database' => 'formr',
    'encoding' => 'utf8mb4',
);
$settings['timezone'] = 'Europe/Berlin';
"""
    path = pick(
        rng,
        (
            "formr/config/settings.php",
            "config/settings.php",
            "var/www/formr.org/config/settings.php",
        ),
    )
    return Out(path, text, pw, "")
