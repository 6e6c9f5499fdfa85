# ruff: noqa: E501
"""Family b: an amusement park (parque de diversões) in the interior of São Paulo, Brazil."""

from __future__ import annotations

from hundredthirtyeighth_spec import PORTUGUESE_BR as F
from hundredthirtyeighth_spec import after, alnum, enc_b64, un_b64


def _pagarme(rng, s):
    pair = f"{s['cred']}:"
    return {"enc": enc_b64(pair), "needle": pair}


F.reg(
    "pagarme_postman_basic_auth",
    (
        "postman/Pagarme <<org_cap>>.postman_collection.json",
        "integracoes/<<org>>/pagarme_<<yy>>.postman_collection.json",
    ),
    """{
  "info": {
    "_postman_id": "<<uuid>>",
    "name": "Pagar.me v5 - <<org_cap>> bilheteria",
    "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"
  },
  "item": [
    {
      "name": "Criar pedido Pix (ingresso)",
      "request": {
        "method": "POST",
        "header": [
          {"key": "Authorization", "value": "Basic <<enc>>"},
          {"key": "Content-Type", "value": "application/json"}
        ],
        "body": {"mode": "raw", "raw": "{\\"items\\": [{\\"amount\\": 8990, \\"description\\": \\"Passaporte\\", \\"quantity\\": 1}], \\"payments\\": [{\\"payment_method\\": \\"pix\\", \\"pix\\": {\\"expires_in\\": 3600}}]}"},
        "url": {
          "raw": "https://api.pagar.me/core/v5/orders",
          "protocol": "https",
          "host": ["api", "pagar", "me"],
          "path": ["core", "v5", "orders"]
        }
      }
    },
    {
      "name": "Consultar pedido",
      "request": {
        "method": "GET",
        "header": [{"key": "Authorization", "value": "Basic <<enc>>"}],
        "url": {"raw": "https://api.pagar.me/core/v5/orders/{{order_id}}", "host": ["api", "pagar", "me"], "path": ["core", "v5", "orders", "{{order_id}}"]}
      }
    }
  ]
}
""",
    cred=lambda r, s: "sk_" + alnum(r, 32, "abcdefghijklmnopqrstuvwxyz0123456789"),
    extra=_pagarme,
    decode=after(r'"Basic ([A-Za-z0-9+/=]+)"', un_b64),
)

F.reg(
    "whatsapp_senha_catracas",
    (
        "Conversa do WhatsApp com <<name2>>.txt",
        "backup_celular/WhatsApp/Conversa do WhatsApp com Manutenção <<org_cap>> <<nn>>.txt",
    ),
    """<<dmy>> <<time>> - <<name>>: Bom dia! As catracas da entrada principal travaram de novo
<<dmy>> <<time>> - <<name>>: Alguém tem a senha do sistema da Henry?
<<dmy>> <<time2>> - <<name2>>: Tenho sim, é do usuário master
<<dmy>> <<time2>> - <<name2>>: <<cred>>
<<dmy>> <<time3>> - <<name>>: Valeu!! Liberou aqui, já tá passando pulseira
<<dmy>> <<time4>> - <<name2>>: Depois apaga essa mensagem kkkk
""",
    cred="human",
    syntax="",
)

F.reg(
    "ingressos_sympla_axios_js",
    ("sync-catracas/sympla.js", "integracoes/<<org>>/sympla_participantes.js"),
    """// Sincroniza os ingressos vendidos no Sympla com a lista das catracas (<<org_cap>>)
const axios = require('axios');
const fs = require('fs');

const S_TOKEN = '<<cred>>';
const EVENT_ID = '<<id6>>';

async function participantes(page = 1) {
  const { data } = await axios.get(
    `https://api.sympla.com.br/public/v3/events/${EVENT_ID}/participants`,
    { headers: { s_token: S_TOKEN }, params: { page, page_size: 200 } },
  );
  return data;
}

(async () => {
  const { data } = await participantes();
  const linhas = data.map((p) => `${p.ticket_number};${p.first_name} ${p.last_name}`);
  fs.writeFileSync('/srv/catracas/lista_<<date>>.csv', linhas.join('\\n'));
})();
""",
    cred="p:sympla",
    syntax="",
)

F.reg(
    "cashless_cartao_web_config_xml",
    ("cashless/Web.config", "sistemas/<<org>>/PortalRecarga/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="ParafaitConnection" connectionString="Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=Parafait;User ID=parafait_app;Password=<<cred>>;MultipleActiveResultSets=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="SiteId" value="<<nn>>" />
    <add key="RecargaMinima" value="20.00" />
    <add key="Moeda" value="BRL" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
    <customErrors mode="RemoteOnly" />
  </system.web>
</configuration>
""",
    cred="pw_xml",
    syntax="xml",
)

F.reg(
    "montanharussa_clp_notas_md",
    ("manutencao/montanha-russa/NOTAS.md", "docs/<<org>>/clp_brinquedos_<<year>>.md"),
    """# Montanha-russa "<<word>>" – CLP e IHM

Atualizado por <<name>> em <<dmy>>.

## Equipamentos
- CLP Siemens S7-1516F, IP `<<ip>>`
- IHM TP1200 Comfort na cabine do operador, IP `<<ip2>>`
- Rede isolada (VLAN 30), switch Scalance na casa de máquinas

## Acessos
- Proteção do projeto no TIA Portal / CPU (nível completo): `<<cred>>`
- IHM: usuário `manut`, mesma senha
- Só a equipe de manutenção! Operador usa o nível "Operação" sem senha.

## Pendências
- [ ] Trocar sensor indutivo do freio 3 (B12)
- [ ] Backup do projeto no pendrive do cofre
""",
    cred="human",
    syntax="",
)


def _csc(rng, s):
    return {
        "csc": alnum(rng, 36, "ABCDEF0123456789-")[:36],
        "cnpj": f"{rng.randint(10, 99)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}/0001-{rng.randint(10, 99)}",
    }


F.reg(
    "nfe_certificado_a1_yaml",
    ("erp/config/nfe.yml", "emissor-nfce/<<org>>/config_<<year>>.yaml"),
    """# Emissão de NF-e / NFC-e (bilheteria e lanchonetes)
emitente:
  cnpj: "<<cnpj>>"
  razao_social: "<<org_cap>> Parque de Diversões Ltda"
  uf: SP
  municipio: "<<city>>"
nfe:
  ambiente: producao
  serie: 1
  certificado:
    arquivo: /etc/nfe/certificado_a1_<<org>>.pfx
    senha: "<<cred>>"
    validade: <<year>>-11-30
  nfce:
    csc_id: "000001"
    csc: "<<csc>>"
""",
    cred="human_x",
    extra=_csc,
)

F.reg(
    "fotos_brinquedo_filezilla_base64",
    (
        "backup_pc_fotos_<<nn>>/FileZilla/sitemanager.xml",
        "Users/<<user>>/AppData/Roaming/FileZilla/sitemanager.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.4" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.<<dom>></Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User>fotos_<<word>></User>
            <Pass encoding="base64"><<enc>></Pass>
            <Logontype>1</Logontype>
            <PasvMode>MODE_DEFAULT</PasvMode>
            <EncodingType>Auto</EncodingType>
            <BypassProxy>0</BypassProxy>
            <Name>Fotos do brinquedo</Name>
            <Comments>Upload das fotos on-ride para o quiosque</Comments>
            <LocalDir>D:\\FotosBrinquedo</LocalDir>
            <RemoteDir />
            <SyncBrowsing>0</SyncBrowsing>
            <DirectoryComparison>0</DirectoryComparison>
        </Server>
    </Servers>
</FileZilla3>
""",
    cred="human",
    extra=lambda r, s: {"enc": enc_b64(str(s["cred"]))},
    decode=after(r'<Pass encoding="base64">([^<]+)</Pass>', un_b64),
)

F.reg(
    "pagseguro_checkout_php_config",
    ("loja-ingressos/config/pagseguro.php", "site-<<org>>/config/pagamentos.php"),
    """<?php
// Configuração do checkout PagSeguro - loja de ingressos <<org_cap>>
return [
    'pagseguro' => [
        'ambiente' => 'production',
        'email' => 'financeiro@<<dom>>',
        'token' => '<<cred>>',
        'charset' => 'UTF-8',
        'notification_url' => 'https://ingressos.<<dom>>/pagseguro/notificacao',
        'redirect_url' => 'https://ingressos.<<dom>>/obrigado',
    ],
    'parcelas_sem_juros' => 3,
];
""",
    cred="p:pagseguro",
    syntax="",
)
