"""Family l: marketplace integrators for online sellers in İzmir, Turkey (Turkish)."""

# ruff: noqa: E501

from __future__ import annotations

import json

from fiftysixth_spec import Fam, alnum

FAM = Fam(
    "izmir_marketplace_integrators",
    "izmkt",
    ("korfezsoft", "kordonentegre", "efessoft", "alsancakdev"),
    "com.tr",
    (
        ("Elif", "elif"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Burak", "burak"),
        ("Ayşe", "ayse"),
        ("Oğuz", "oguz"),
        ("Selin", "selin"),
    ),
    (
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
    ),
    (
        "izmir",
        "kordon",
        "boyoz",
        "gevrek",
        "alsancak",
        "karsiyaka",
        "goztepe",
        "efes",
        "yaz",
        "kis",
        "ilkbahar",
        "sonbahar",
        "kumru",
        "lokma",
        "bornova",
        "cesme",
        "urla",
        "zeytin",
        "midye",
        "ege",
    ),
    ("pamuk", "boncuk", "karabas", "tarcin", "duman", "zeytin"),
    "İzmir",
    "+90 232",
)


def _trendyol(s):
    obj = {
        "ConnectionStrings": {
            "Default": f"Server={s['host']};Database=Entegrasyon;User Id=app;Password=${{DB_PASS}};TrustServerCertificate=True"
        },
        "Trendyol": {
            "SupplierId": s["sid"],
            "ApiKey": s["ak"],
            "ApiSecret": s["cred"],
            "BaseUrl": "https://apigw.trendyol.com/integration",
            "UserAgent": f"{s['sid']} - {s['org']}",
        },
        "Serilog": {"MinimumLevel": "Information"},
    }
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


FAM.reg(
    "trendyol_api_secret_dotnet_appsettings",
    (
        "<<org>>.Entegrasyon/appsettings.Production.json",
        "src/<<org>>.Trendyol.Worker/appsettings.json",
    ),
    _trendyol,
    "alnum:20",
    extra=lambda rng, s: s.update(sid=str(rng.randint(100000, 999999)), ak=alnum(rng, 20)),
)

FAM.reg(
    "iyzico_secret_key_laravel_config_php",
    ("<<org>>-panel/config/iyzico.php", "<<word>>-magaza/config/odeme.php"),
    """<?php

return [
    // iyzico canlı ortam — müşteri: <<org>>
    'base_url'   => 'https://api.iyzipay.com',
    'api_key'    => env('IYZICO_API_KEY', '<<ak>>'),
    'secret_key' => env('IYZICO_SECRET_KEY', '<<cred>>'),
    'callback'   => 'https://<<dom>>/odeme/sonuc',
    'currency'   => 'TRY',
];
""",
    "alnum:32",
    syntax="",
    extra=lambda rng, s: s.update(ak=alnum(rng, 32)),
)

FAM.reg(
    "turkish_whatsapp_sifre_hepsiburada_panel",
    (
        "sohbetler/WhatsApp Sohbeti - <<first>> <<last>>.txt",
        "musteriler/<<org>>/whatsapp-<<date>>.txt",
    ),
    """<<dmy>> <<m1>> - <<first>> <<last>>: Merhaba, Hepsiburada entegrasyonu yine hata veriyor sipariş düşmüyor
<<dmy>> <<m2>> - <<fb>> <<lb>>: Merhaba, satıcı paneline bir bakmam lazım. Giriş bilgilerini atar mısınız?
<<dmy>> <<m3>> - <<first>> <<last>>: kullanıcı adı <<email>>
<<dmy>> <<m4>> - <<first>> <<last>>: şifre <<cred>>
<<dmy>> <<m5>> - <<fb>> <<lb>>: Teşekkürler, 10 dk içinde dönüş yapıyorum
""",
    "human",
)

FAM.reg(
    "n11_soap_request_xml_appsecret",
    ("<<org>>-n11/requests/GetProductList-<<n>>.xml", "entegrasyon/n11/soap-ornek-<<word>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:sch="http://www.n11.com/ws/schemas">
  <soapenv:Header/>
  <soapenv:Body>
    <sch:GetProductListRequest>
      <auth>
        <appKey><<uuid>></appKey>
        <appSecret><<cred>></appSecret>
      </auth>
      <pagingData>
        <currentPage>0</currentPage>
        <pageSize>100</pageSize>
      </pagingData>
    </sch:GetProductListRequest>
  </soapenv:Body>
</soapenv:Envelope>
""",
    "alnum:16",
)

FAM.reg(
    "netgsm_sms_node_module_password",
    ("<<org>>-bildirim/src/sms.js", "<<word>>-api/services/netgsm.js"),
    """// Sipariş SMS bildirimleri — Netgsm
const axios = require('axios');

const NETGSM = {
  usercode: '850<<n3>><<n3>>1',
  password: '<<cred>>',
  msgheader: '<<org>>'.toUpperCase(),
};

async function smsGonder(telefon, mesaj) {
  const url = 'https://api.netgsm.com.tr/sms/send/get';
  const { data } = await axios.get(url, {
    params: { ...NETGSM, gsmno: telefon, message: mesaj, dil: 'TR' },
  });
  return data;
}

module.exports = { smsGonder };
""",
    "pw_sq",
    syntax="",
)

FAM.reg(
    "bitbucket_pipelines_yml_sshpass_deploy",
    ("<<org>>-panel/bitbucket-pipelines.yml", "<<word>>-magaza/bitbucket-pipelines.yml"),
    """image: php:8.2-cli

pipelines:
  branches:
    master:
      - step:
          name: Canlıya al
          deployment: production
          script:
            - apt-get update && apt-get install -y sshpass rsync
            - composer install --no-dev --optimize-autoloader
            - sshpass -p '<<cred>>' rsync -az --delete -e "ssh -o StrictHostKeyChecking=no" ./ deploy@<<pub_ip>>:/var/www/<<org>>/
            - sshpass -p '<<cred>>' ssh deploy@<<pub_ip>> "cd /var/www/<<org>> && php artisan migrate --force"
""",
    "pw_sq",
)


def _postman_env(s):
    obj = {
        "id": s["uuid"],
        "name": f"{s['org']} - Canlı",
        "values": [
            {
                "key": "baseUrl",
                "value": "https://api.hepsiburada.com",
                "type": "default",
                "enabled": True,
            },
            {"key": "merchantId", "value": s["uuid2"], "type": "default", "enabled": True},
            {"key": "username", "value": f"{s['org']}_dev", "type": "default", "enabled": True},
            {"key": "servicePassword", "value": s["cred"], "type": "secret", "enabled": True},
        ],
        "_postman_variable_scope": "environment",
        "_postman_exported_at": f"{s['date']}T{s['t1']}.512Z",
        "_postman_exported_using": "Postman/11.2.14",
    }
    return json.dumps(obj, indent="\t", ensure_ascii=False) + "\n"


FAM.reg(
    "postman_environment_json_secret_type_value",
    (
        "<<org>>-postman/<<org>> - Canli.postman_environment.json",
        "docs/postman/hepsiburada-<<word>>.postman_environment.json",
    ),
    _postman_env,
    "pw_json",
)

FAM.reg(
    "sql_migration_insert_marketplace_credentials",
    (
        "<<org>>-panel/database/migrations/<<year>>_<<mon>>_<<day>>_000000_seed_pazaryeri.sql",
        "db/migrate/V<<n>>__pazaryeri_hesaplari.sql",
    ),
    """-- Pazaryeri hesapları (ilk kurulum)
CREATE TABLE IF NOT EXISTS pazaryeri_hesaplari (
  id SERIAL PRIMARY KEY,
  pazaryeri VARCHAR(32) NOT NULL,
  api_key VARCHAR(128) NOT NULL,
  api_secret VARCHAR(128) NOT NULL,
  aktif BOOLEAN DEFAULT TRUE
);

INSERT INTO pazaryeri_hesaplari (pazaryeri, api_key, api_secret, aktif) VALUES
  ('trendyol', '<<ak>>', '<<cred>>', TRUE),
  ('n11', '<<uuid>>', 'panelden-alinacak', FALSE);
""",
    "alnum:20",
    syntax="",
    extra=lambda rng, s: s.update(ak=alnum(rng, 20)),
)
