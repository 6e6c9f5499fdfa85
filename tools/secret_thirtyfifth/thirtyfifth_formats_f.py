# ruff: noqa: E501
"""Numismatic and bullion dealers: spot-price feeds, webshops, grading submissions, the vault."""

from __future__ import annotations

from thirtyfifth_spec import human_with, reg

F = "numismatic_bullion_bourse"
COIN_WORDS = (
    "ducat",
    "krugerrand",
    "sovereign",
    "denar",
    "thaler",
    "florin",
    "obverse",
    "mintmark",
)

reg(
    F,
    "numismatic_spot_price_feed_rust_const",
    ("src/<<orgu>>/spot.rs", "pricing/src/feed_<<n>>.rs"),
    """use reqwest::blocking::Client;
use serde::Deserialize;

const METALS_ENDPOINT: &str = "https://metals-api.com/api/latest";
const METALS_API_KEY: &str = "<<cred>>";

#[derive(Deserialize)]
pub struct Rates {
    pub xau: f64,
    pub xag: f64,
}

pub fn fetch_spot(client: &Client) -> reqwest::Result<Rates> {
    client
        .get(METALS_ENDPOINT)
        .query(&[("access_key", METALS_API_KEY), ("base", "EUR"), ("symbols", "XAU,XAG")])
        .send()?
        .json()
}
""",
    "hex:32",
    syntax="",
)

reg(
    F,
    "numismatic_danish_email_adgangskode_auktion",
    ("mail/<<org>>/auktion/<<n3>>.eml", "arkiv/<<f>>/auktionshus_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Login til auktionssystemet (mønter, efterårsauktion)
Date: Wed, <<day>> Sep <<year>> <<time>>:27 +0200
Content-Type: text/plain; charset=utf-8

Hej <<first2>>,

Du kan nu lægge katalogtekster ind for de danske skillingsmønter.

Brugernavn: <<udot>>
Adgangskode: <<cred>>

Fotos af for- og bagside skal være 1200 px.

Venlig hilsen
<<first>>
""",
    human_with((*COIN_WORDS, "skilling", "krone", "moent")),
    syntax="",
)

reg(
    F,
    "numismatic_webshop_woocommerce_env_consumer_secret",
    ("shop/<<org>>/.env", "sync/woo-stock/.env"),
    """# stock sync: coin inventory -> WooCommerce
WC_URL=https://shop.<<dom>>
WC_CONSUMER_KEY=<<ck>>
WC_CONSUMER_SECRET=<<cred>>
INVENTORY_CSV=/srv/inventory/coins.csv
SYNC_INTERVAL=900
""",
    "p:woo_cs",
    syntax="",
    extra=lambda rng, s: {"ck": "ck_" + "".join(rng.choice("0123456789abcdef") for _ in range(40))},
)

reg(
    F,
    "numismatic_grading_submission_python_requests_auth",
    ("tools/<<orgu>>/grading_submit.py", "scripts/submit_slabs_<<n>>.py"),
    """import csv

import requests

PORTAL = "https://submit.<<dom>>/api/orders"


def submit(csv_path: str) -> None:
    with open(csv_path, newline="") as fh:
        coins = list(csv.DictReader(fh))
    r = requests.post(PORTAL, json={"coins": coins, "tier": "economy"}, auth=("<<user>>", "<<cred>>"), timeout=30)
    r.raise_for_status()
    print(r.json()["order_id"])
""",
    "pw_dq",
)

reg(
    F,
    "numismatic_strongroom_note_ocr_russian",
    ("scans/<<org>>/sejf_zapiska_<<n>>.txt", "ocr/kladovaya/<<date>>_<<n3>>.txt"),
    """УЧЁТ МОНЕТ — программа склада
логин: sklad
пароль к программе учёта:
<<cred>>
сигнализация — звонить <<first>> (не писать код здесь!)
""",
    human_with((*COIN_WORDS, "rubl", "kopeika")),
    syntax="",
)

reg(
    F,
    "numismatic_price_guide_scraper_puppeteer_js",
    ("scraper/<<org>>/login.js", "price-guide/src/session_<<n>>.js"),
    """const puppeteer = require('puppeteer');

module.exports = async function login() {
  const browser = await puppeteer.launch({ headless: 'new' });
  const page = await browser.newPage();
  await page.goto('https://members.<<dom>>/login');
  await page.type('#email', '<<email>>');
  await page.type('#password', '<<cred>>');
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  return { browser, page };
};
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "numismatic_bourse_tables_laravel_services_paypal",
    ("bourse/<<org>>/config/services.php", "app/config/services_<<n>>.php"),
    """<?php

return [
    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],
    // dealer table bookings for the coin fair
    'paypal' => [
        'mode' => 'live',
        'client_id' => 'A<<hex12>><<hex12>><<hex8>>',
        'secret' => '<<cred>>',
    ],
];
""",
    "p:paypal_secret",
    syntax="",
)

reg(
    F,
    "numismatic_coin_photo_sync_dropbox_ini",
    ("photos/<<org>>/sync.ini", "config/dropbox_<<n>>.ini"),
    """[paths]
inbox = D:/Fotos/Muenzen
archive = /Auktion/<<year>>/Fotos

[dropbox]
app_key = <<appkey>>
access_token = <<cred>>
""",
    "p:dropbox",
    extra=lambda rng, s: {
        "appkey": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(15))
    },
)
