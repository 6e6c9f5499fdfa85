# ruff: noqa: E501
"""Family b: a hair salon (salão de cabeleireiro) in São Paulo, Brazil (Portuguese)."""

from __future__ import annotations

from hundredsixteenth_spec import Fam, json_dump

F = Fam(
    name="cabeleireiro_salao_paulista",
    prefix="cabeleireiro",
    orgs=("cabelobela", "velourlak", "studiomecha", "salaoraiz"),
    tld="com.br",
    first=(
        ("Júlia", "julia"),
        ("Thaís", "thais"),
        ("Rogério", "rogerio"),
        ("Aparecida", "aparecida"),
        ("Luana", "luana"),
        ("Fábio", "fabio"),
    ),
    last=(
        ("Conceição", "conceicao"),
        ("Gonçalves", "goncalves"),
        ("Araújo", "araujo"),
        ("Nascimento", "nascimento"),
        ("Simões", "simoes"),
    ),
    words=(
        "escova",
        "mechas",
        "progressiva",
        "cachos",
        "tesoura",
        "luzes",
        "morena",
        "saudade",
        "paulista",
        "corinthians",
        "palmeiras",
        "brigadeiro",
        "feijoada",
        "sampa",
        "lindeza",
    ),
    pets=("pipoca", "bolinha", "thor", "mel", "paçoca"),
    cc="+55 11",
)

F.reg(
    "whatsapp_ios_senha_trinks_recepcao",
    ("WhatsApp Chat - <<Org>> Equipe/_chat.txt", "Conversas/_chat <<fa>>.txt"),
    """[<<dmy>>, <<hm>>:12] <<fn>> <<ln>>: Gente, mudei a senha do Trinks da recepção
[<<dmy>>, <<hm>>:40] <<fn>> <<ln>>: usuário: recepcao@<<dom>>
[<<dmy>>, <<hm>>:41] <<fn>> <<ln>>: senha: <<cred>>
[<<dmy>>, <<hm2>>:03] <<fn2>>: Anotado! Vou trocar no tablet
[<<dmy>>, <<hm2>>:30] <<fn2>>: ‎<attached: 00000042-PHOTO-<<date>>.jpg>
[<<dmy>>, <<hm2>>:59] <<fn>> <<ln>>: Não passem pra cliente, tá? 😅
""",
    "human",
)

F.reg(
    "mercadopago_access_token_php_config",
    ("site/config/pagamentos.php", "wp-content/plugins/<<org>>-agenda/config.php"),
    """<?php
// Configuração de pagamentos - <<Org>> (sinal de agendamento via PIX / cartão)
return [
    'mercadopago' => [
        'public_key'   => 'APP_USR-<<uuid>>',
        'access_token' => '<<cred>>',
        'webhook_url'  => 'https://<<dom>>/webhooks/mp',
    ],
    'sinal_percentual' => 30,
    'whatsapp_contato' => '<<phone>>',
];
""",
    "p:mercadopago",
    "",
)

F.reg(
    "asaas_pix_cobranca_env",
    ("agenda-api/.env", "deploy/<<org>>/.env"),
    """# cobranças PIX dos pacotes de progressiva
APP_ENV=production
APP_URL=https://agenda.<<dom>>
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WALLET_ID=<<uuid>>
MAIL_FROM=contato@<<dom>>
""",
    "p:asaas",
    "",
)

F.reg(
    "intelbras_dvr_home_assistant_yaml",
    ("homeassistant/configuration.yaml", "config/cameras_<<org>>.yaml"),
    """# câmeras Intelbras MHDX do salão
camera:
  - platform: generic
    name: Recepcao
    still_image_url: http://<<ip>>/cgi-bin/snapshot.cgi?channel=1
    stream_source: rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
    verify_ssl: false
  - platform: generic
    name: Lavatorio
    stream_source: rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=1
""",
    "pw_url",
)

F.reg(
    "email_contador_senha_nfse",
    ("Mail/Enviados/<<date>> NFS-e <<Org>>.eml", "emails/contador_<<fa>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: contabilidade@escritorio<<la>>.com.br
Subject: Acesso ao portal da NFS-e (Prefeitura de SP)
Date: Mon, 03 Mar <<year>> <<hm>>:00 -0300
Content-Type: text/plain; charset=utf-8

Oi, tudo bem?

Segue o acesso da Senha Web da prefeitura pra vocês emitirem as notas do salão:

CNPJ: 12.<<id>>/0001-<<nn>>
Senha: <<cred>>

Qualquer coisa me chama no zap <<phone>>.
Beijos,
<<fn>>
""",
    "human",
    "",
)

F.reg(
    "nfse_certificado_a1_pfx_powershell",
    ("scripts/emitir_nfse_<<org>>.ps1", "C:/Salao/nfse/Emitir-Notas.ps1"),
    """# Emite as NFS-e do dia a partir do export do Avec
$pfxPath = "C:\\Salao\\certificado\\<<org>>_A1.pfx"
$pfxSenha = ConvertTo-SecureString -String '<<cred>>' -Force -AsPlainText
$cert = Import-PfxCertificate -FilePath $pfxPath -CertStoreLocation Cert:\\CurrentUser\\My -Password $pfxSenha
$notas = Import-Csv "C:\\Salao\\export\\atendimentos_<<date>>.csv" -Delimiter ';'
foreach ($n in $notas) {
    Write-Host "Emitindo nota para $($n.Cliente) - R$ $($n.Valor)"
}
""",
    "pw_sq",
    "",
)

F.reg(
    "clientes_xlsx_sharedstrings_wifi",
    ("planilhas/<<org>>_acessos/xl/sharedStrings.xml", "Acessos Salão.xlsx/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="12" uniqueCount="12"><si><t>Sistema</t></si><si><t>Usuário</t></si><si><t>Senha</t></si><si><t>Wi-Fi clientes</t></si><si><t><<Org>>_Clientes</t></si><si><t><<cred>></t></si><si><t>Stone (portal)</t></si><si><t><<email>></t></si><si><t>ver com <<fn>></t></si><si><t>Instagram</t></si><si><t>@<<org>></t></si><si><t>no cofre</t></si></sst>
""",
    "human",
)

F.reg(
    "telegram_result_json_senha_maquininha",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "backup/telegram/<<fa>>/result.json"),
    lambda s: json_dump(
        {
            "name": f"{s['fn']} {s['ln']}",
            "type": "personal_chat",
            "id": int(s["id"]),
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "date": f"{s['date']}T{s['hm']}:05",
                    "from": s["fn2"],
                    "text": "Qual a senha do portal da Stone? preciso ver o repasse",
                },
                {
                    "id": 2,
                    "type": "message",
                    "date": f"{s['date']}T{s['hm2']}:44",
                    "from": f"{s['fn']} {s['ln']}",
                    "text": [
                        "login ",
                        {"type": "email", "text": s["email"]},
                        f" senha {s['cred']}",
                    ],
                },
            ],
        }
    ),
    "human",
)
